import { forwardRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useDescriptionsStyle from 'antd/es/descriptions/style';

export interface DescriptionsItem {
  key?: Key;
  label?: ReactNode;
  children?: ReactNode;
}

export interface DescriptionsProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly DescriptionsItem[];
  size?: 'small' | 'medium' | 'large';
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * antd's Descriptions as a learner's landing uses it (one column, borderless, label: value): the same markup,
 * classes and styles (antd's own descriptions style), without antd's responsive column and span machinery
 * (breakpoints, row filling). Bordered lists and several columns (the staff console, the receipt) use antd's own
 * from `@portal/ui/extra`.
 */
export const Descriptions = forwardRef<HTMLDivElement, DescriptionsProps>(function Descriptions(
  { items, size: customSize, className, ...rest },
  ref,
) {
  const { getPrefixCls, direction, className: contextClassName } = useComponentConfig('descriptions');
  const prefixCls = getPrefixCls('descriptions');
  const size = useSize(customSize);
  const [hashId, cssVarCls] = useDescriptionsStyle(prefixCls);
  const classes = [
    prefixCls,
    contextClassName,
    size === 'medium' && `${prefixCls}-medium`,
    size === 'small' && `${prefixCls}-small`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={ref} className={classes} {...rest}>
      <div className={`${prefixCls}-view`}>
        <table>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.key ?? index} className={`${prefixCls}-row`}>
                <td className={`${prefixCls}-item`} colSpan={1}>
                  <div className={`${prefixCls}-item-container`}>
                    {shown(item.label) && <span className={`${prefixCls}-item-label`}>{item.label}</span>}
                    {shown(item.children) && (
                      <span className={`${prefixCls}-item-content`}>{item.children}</span>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
