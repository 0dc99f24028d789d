import { useId } from 'react';

export interface SlideToggleProps {
  /** The group's name read by screen readers (e.g. 'Test difficulty'). */
  label: string;
  off: string;
  on: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/**
 * The start screen's slide toggle between two choices (ordinary | hard): a button with role=switch between its two
 * labels, so Space and Enter toggle it and a screen reader says which side is on.
 */
export function SlideToggle({ label, off, on, checked, onChange, testId }: SlideToggleProps) {
  const labelId = useId();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <span id={labelId} style={{ fontWeight: 600, marginRight: 6 }}>
        {label}:
      </span>
      <span aria-hidden="true" style={{ fontWeight: checked ? 400 : 700 }}>
        {off}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-state`}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        style={{
          position: 'relative',
          width: 48,
          height: 26,
          borderRadius: 13,
          border: 'none',
          padding: 0,
          cursor: 'pointer',
          // off is grey, on is coloured: two colours read as "on" in both states (issue 25 item 11)
          background: checked ? '#ad2102' : '#6e6e6e',
        }}
      >
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 3,
            left: checked ? 25 : 3,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: '#fff',
            transition: 'left 0.15s',
          }}
        />
      </button>
      <span aria-hidden="true" style={{ fontWeight: checked ? 700 : 400 }}>
        {on}
      </span>
      <span id={`${labelId}-state`} className="sr-only" style={SR_ONLY}>
        {checked ? on : off}
      </span>
    </div>
  );
}

const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
