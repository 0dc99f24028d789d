import type { CSSProperties, ReactNode } from 'react';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useSpinStyle from 'antd/es/spin/style';

export interface SpinProps {
  /** Whether the indicator shows (antd's: true); with children, they stay drawn either way. */
  spinning?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  style?: CSSProperties;
  /** Content the indicator is laid over while spinning (antd's nested Spin). */
  children?: ReactNode;
}

/**
 * antd's Spin as the portal uses it (a fallback while a part loads, or laid over a table while it refetches): the
 * same markup, aria and styles (antd's own spin style), without the delay's debounce, the auto percent, the custom
 * indicator and fullscreen that antd's Spin brings.
 */
export function Spin({ spinning = true, size, className, style, children }: SpinProps) {
  const { getPrefixCls, direction, className: contextClassName } = useComponentConfig('spin');
  const prefixCls = getPrefixCls('spin');
  const [hashId, cssVarCls] = useSpinStyle(prefixCls);
  const mergedSize = useSize((ctx) => size ?? ctx);
  const nested = children !== undefined;
  const dot = `${prefixCls}-dot`;
  const indicator = (
    <span className={`${dot}-holder`}>
      <span className={`${dot} ${dot}-spin`}>
        {[1, 2, 3, 4].map((i) => (
          <i className={`${dot}-item`} key={i} />
        ))}
      </span>
    </span>
  );
  const classes = [
    prefixCls,
    mergedSize === 'small' && `${prefixCls}-sm`,
    mergedSize === 'large' && `${prefixCls}-lg`,
    spinning && `${prefixCls}-spinning`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    !nested && `${prefixCls}-section`,
    contextClassName,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={style} aria-live="polite" aria-busy={spinning}>
      {spinning && (nested ? <div className={`${prefixCls}-section`}>{indicator}</div> : indicator)}
      {nested && <div className={`${prefixCls}-container`}>{children}</div>}
    </div>
  );
}
