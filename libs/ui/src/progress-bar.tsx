import useToken from 'antd/es/theme/useToken';

/**
 * A thin progress line in the theme's colours (antd Progress's line: rail, primary-coloured track), for the
 * loading bars of the first screens: antd's Progress (with rc-progress, circles and steps) is not worth its
 * 6 KB there. The caller labels it (`role="progressbar"` with an aria-label on a wrapper, or its own text).
 */
export function ProgressBar({ percent, size = 'default' }: { percent: number; size?: 'small' | 'default' }) {
  const [, token] = useToken();
  const height = size === 'small' ? 6 : 8;
  return (
    <div style={{ width: '100%', height, background: token.colorFillSecondary, borderRadius: height / 2 }}>
      <div
        style={{
          width: `${Math.max(0, Math.min(100, percent))}%`,
          height: '100%',
          background: token.colorPrimary,
          borderRadius: height / 2,
          transition: `width ${token.motionDurationSlow} ${token.motionEaseInOutCirc}`,
        }}
      />
    </div>
  );
}
