import type { CSSProperties } from 'react';

export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}

const track = (on: boolean, disabled?: boolean): CSSProperties => ({
  position: 'relative',
  width: 44,
  height: 24,
  borderRadius: 12,
  border: 'none',
  padding: 0,
  cursor: disabled ? 'not-allowed' : 'pointer',
  // the on colour reads against white at 4.5:1 and more
  background: on ? '#0958d9' : '#6b6b6b',
  opacity: disabled ? 0.6 : 1,
  flex: 'none',
});

const knob = (on: boolean): CSSProperties => ({
  position: 'absolute',
  top: 3,
  left: on ? 23 : 3,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: '#fff',
  transition: 'left 0.15s',
});

/**
 * An on/off switch (a button with role=switch: Space and Enter toggle it, the screen reader says on or off). Our own
 * rather than antd's, which the shared UI kit does not carry.
 */
export function ToggleSwitch({ checked, onChange, label, disabled, testId }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onClick={() => onChange(!checked)}
      style={track(checked, disabled)}
    >
      <span aria-hidden="true" style={knob(checked)} />
    </button>
  );
}
