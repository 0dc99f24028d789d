import { forwardRef, type HTMLAttributes } from 'react';
import {
  isPresetColor,
  isPresetStatusColor,
  type PresetColorType,
  type PresetStatusColorType,
} from 'antd/es/_util/colors';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useTagStyle from 'antd/es/tag/style';
import PresetStyle from 'antd/es/tag/style/presetCmp';
import StatusStyle from 'antd/es/tag/style/statusCmp';

/** The colours a Tag takes: antd's presets and statuses. */
export type TagColor = PresetColorType | PresetStatusColorType;

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** One of antd's preset colours ('blue', 'gold', …) or statuses ('success', 'default', …). */
  color?: TagColor;
}

/**
 * antd's Tag as the portal uses it (a coloured label: text, colour, style): the same markup, classes and styles
 * (antd's own tag style and its preset and status colours; antd's colour pair for any other CSS colour is not
 * offered), without what antd's brings for closable, checkable and linked tags (CheckableTag and its group, the close button, the click
 * wave).
 */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { color, className, style, children, ...rest },
  ref,
) {
  const {
    getPrefixCls,
    direction,
    className: contextClassName,
    style: contextStyle,
    variant: contextVariant,
  } = useComponentConfig('tag');
  const prefixCls = getPrefixCls('tag');
  const [hashId, cssVarCls] = useTagStyle(prefixCls);
  const variant = contextVariant || 'filled';
  const preset = isPresetColor(color);
  const status = isPresetStatusColor(color);
  const classes = [
    prefixCls,
    contextClassName,
    `${prefixCls}-${variant}`,
    (preset || status) && `${prefixCls}-${color}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span {...rest} ref={ref} className={classes} style={{ ...contextStyle, ...style }}>
      {children}
      {preset && <PresetStyle key="preset" prefixCls={prefixCls} />}
      {status && <StatusStyle key="status" prefixCls={prefixCls} />}
    </span>
  );
});
