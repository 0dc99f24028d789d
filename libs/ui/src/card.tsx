import { Children, forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useCardStyle from 'antd/es/card/style';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'medium';
  type?: 'inner';
  style?: CSSProperties;
  children?: ReactNode;
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * antd's Card as the portal uses it (title, extra, size, type; bordered): the same markup, classes and styles
 * (antd's own card style), without what antd's Card brings along for tab lists and `loading` (Tabs with its
 * dropdown and menu, Skeleton), which no portal card uses: about a fifth of the antd a learner downloads.
 */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { title, extra, size, type, className, style, children, ...rest },
  ref,
) {
  const {
    getPrefixCls,
    direction,
    className: contextClassName,
    style: contextStyle,
  } = useComponentConfig('card');
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [
    prefixCls,
    contextClassName,
    `${prefixCls}-bordered`,
    size === 'small' && `${prefixCls}-small`,
    type && `${prefixCls}-type-${type}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  const head =
    shown(title) || shown(extra) ? (
      <div className={`${prefixCls}-head`}>
        <div className={`${prefixCls}-head-wrapper`}>
          {shown(title) && <div className={`${prefixCls}-head-title`}>{title}</div>}
          {shown(extra) && <div className={`${prefixCls}-extra`}>{extra}</div>}
        </div>
      </div>
    ) : null;
  return (
    <div ref={ref} {...rest} className={classes} style={{ ...contextStyle, ...style }}>
      {head}
      {Children.toArray(children).length ? <div className={`${prefixCls}-body`}>{children}</div> : null}
    </div>
  );
});
