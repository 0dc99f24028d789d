import type { CSSProperties, SelectHTMLAttributes } from 'react';
import useToken from 'antd/es/theme/useToken';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'placeholder'
> {
  options: NativeSelectOption[];
  /** undefined shows the placeholder. */
  value?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  style?: CSSProperties;
}

/**
 * The browser's own select in the portal theme's look (antd's control height, border, radius and colours): the
 * keyboard, screen readers and phones handle it natively, and it costs nothing of antd's Select. For short lists
 * on the first screens (the category select).
 */
export function NativeSelect({
  options,
  value,
  onChange,
  placeholder,
  style,
  disabled,
  ...rest
}: NativeSelectProps) {
  const [, token] = useToken();
  return (
    <select
      {...rest}
      disabled={disabled}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      style={{
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - 1}px`,
        fontSize: token.fontSize,
        fontFamily: 'inherit',
        color: value === undefined ? token.colorTextPlaceholder : token.colorText,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: disabled ? 'not-allowed' : 'pointer',
        ...style,
      }}
    >
      <option value="" disabled hidden>
        {placeholder}
      </option>
      {options.map((o) => (
        <option
          key={o.value}
          value={o.value}
          disabled={o.disabled}
          style={{ color: o.disabled ? token.colorTextDisabled : token.colorText }}
        >
          {o.label}
        </option>
      ))}
    </select>
  );
}
