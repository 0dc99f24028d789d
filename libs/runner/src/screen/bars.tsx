import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@portal/i18n';
import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  Button,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudSyncOutlined,
  Flex,
  Tooltip,
  WarningOutlined,
} from '@portal/ui';
import { formatClock, shouldAnnounce } from '../logic/clock';
import type { SaveState } from '../logic/save-queue';

export interface TopBarProps {
  index: number;
  total: number;
  /** Text of the grid button: answered/total in the test, 'X iš N' in the results. */
  gridLabel: string;
  numberColor?: string;
  onMove: (step: -1 | 1) => void;
  onGrid: () => void;
  /** Between the number and the next button: the clock and save state, or the results button. */
  children?: ReactNode;
}

/** Top bar (core spec section 2): previous, grid button, 'Nr. x/total', clock or results button, next. */
export function TopBar({ index, total, gridLabel, numberColor, onMove, onGrid, children }: TopBarProps) {
  const { t } = useTranslation('runner');
  return (
    <Flex
      align="center"
      gap={8}
      wrap
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: '#fff',
        padding: '8px 12px',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Button
        icon={<ArrowLeftOutlined />}
        aria-label={t('nav.previous')}
        disabled={index <= 0}
        onClick={() => onMove(-1)}
        data-testid="prev"
      />
      <Button
        icon={<AppstoreOutlined />}
        // The accessible name starts with the visible text ('0/30'), so voice control finds it (WCAG 2.5.3).
        aria-label={`${gridLabel} — ${t('nav.grid')}`}
        onClick={onGrid}
        data-testid="grid-button"
      >
        {gridLabel}
      </Button>
      <strong style={{ color: numberColor, whiteSpace: 'nowrap' }} data-testid="question-number">
        {t('nav.number', { n: index + 1, total })}
      </strong>
      <Flex align="center" gap={8} wrap style={{ flex: 1, justifyContent: 'center' }}>
        {children}
      </Flex>
      <Button
        icon={<ArrowRightOutlined />}
        aria-label={t('nav.next')}
        disabled={index >= total - 1}
        onClick={() => onMove(1)}
        data-testid="next"
      />
    </Flex>
  );
}

/** Hidden from sight, read by screen readers: the live regions below speak through it. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('runner');
  const spoken = useSpokenClock(seconds);
  return (
    <>
      <span aria-live="polite" style={VISUALLY_HIDDEN} data-testid="countdown-announce">
        {spoken === null ? '' : `${t('nav.timeLeft')}: ${formatClock(spoken)}`}
      </span>
      <span
        role="timer"
        aria-label={t('nav.timeLeft')}
        data-testid="countdown"
        style={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          fontSize: 16,
          color: seconds <= 60 ? '#cf1322' : undefined,
          whiteSpace: 'nowrap',
        }}
      >
        <ClockCircleOutlined /> {formatClock(seconds)}
      </span>
    </>
  );
}

/** The time a screen reader is told: on each whole minute and at 30 and 10 s left — not every second. */
function useSpokenClock(seconds: number): number | null {
  const [spoken, setSpoken] = useState<number | null>(null);
  // adjusting state while rendering (React's pattern for state derived from a changing prop)
  if (shouldAnnounce(seconds) && spoken !== seconds) setSpoken(seconds);
  return spoken;
}

/** Visible saved / saving / not saved state (design section 4). */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('runner');
  const look = {
    saved: { icon: <CheckCircleOutlined />, color: '#237804' },
    saving: { icon: <CloudSyncOutlined />, color: '#595959' },
    failed: { icon: <WarningOutlined />, color: '#cf1322' },
  }[state];
  return (
    <Tooltip title={t(`save.${state}`)}>
      {/* role status is a polite live region: the change is read once, not interrupting */}
      <span
        role="status"
        aria-live="polite"
        data-testid="save-state"
        data-state={state}
        style={{ color: look.color, whiteSpace: 'nowrap', fontSize: 13 }}
      >
        {look.icon} {t(`save.${state}`)}
      </span>
    </Tooltip>
  );
}
