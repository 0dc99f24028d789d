import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useStatisticStyle from 'antd/es/statistic/style';

export interface StatisticProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'prefix'> {
  title?: ReactNode;
  value?: number | string;
  /** Decimals shown (padded with zeros, cut, not rounded: antd's). */
  precision?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** antd's semantic style of the value line (its colour). */
  styles?: { content?: CSSProperties };
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/** antd's StatisticNumber: thousands grouped with ',', '.' before the decimals, anything else as written. */
function numberParts(value: number | string, precision: number | undefined): [string, string] | string {
  const text = String(value);
  const cells = /^(-?)(\d*)(\.(\d+))?$/.exec(text);
  if (!cells || text === '-') return text;
  const int = `${cells[1]}${(cells[2] || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  let decimal = cells[4] || '';
  if (typeof precision === 'number')
    decimal = decimal.padEnd(precision, '0').slice(0, Math.max(precision, 0));
  return [int, decimal ? `.${decimal}` : ''];
}

/**
 * antd's Statistic as the portal uses it (title, value, precision, prefix, suffix, the value's colour): the same
 * markup, classes and styles (antd's own statistic style), without the countdown and timer that antd's index
 * brings and the Skeleton its `loading` draws (a learner's landing shows three figures).
 */
export const Statistic = forwardRef<HTMLDivElement, StatisticProps>(function Statistic(
  { title, value = 0, precision, prefix, suffix, styles, className, style, ...rest },
  ref,
) {
  const { getPrefixCls, direction, className: contextClassName } = useComponentConfig('statistic');
  const prefixCls = getPrefixCls('statistic');
  const [hashId, cssVarCls] = useStatisticStyle(prefixCls);
  const classes = [
    prefixCls,
    direction === 'rtl' && `${prefixCls}-rtl`,
    contextClassName,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  const parts = numberParts(value, precision);
  return (
    <div {...rest} ref={ref} className={classes} style={style}>
      {shown(title) && (
        <div className={`${prefixCls}-header`}>
          <div className={`${prefixCls}-title`}>{title}</div>
        </div>
      )}
      <div className={`${prefixCls}-content`} style={styles?.content}>
        {shown(prefix) && <span className={`${prefixCls}-content-prefix`}>{prefix}</span>}
        <span className={`${prefixCls}-content-value`}>
          {typeof parts === 'string' ? (
            parts
          ) : (
            <>
              <span className={`${prefixCls}-content-value-int`}>{parts[0]}</span>
              {parts[1] && <span className={`${prefixCls}-content-value-decimal`}>{parts[1]}</span>}
            </>
          )}
        </span>
        {shown(suffix) && <span className={`${prefixCls}-content-suffix`}>{suffix}</span>}
      </div>
    </div>
  );
});
