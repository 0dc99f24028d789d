import {
  createElement,
  forwardRef,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useTypographyStyle from 'antd/es/typography/style';

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface Decorations {
  type?: TextType;
  disabled?: boolean;
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
  children?: ReactNode;
}

export type TextProps = Decorations & Omit<HTMLAttributes<HTMLSpanElement>, 'type'>;
export type ParagraphProps = Decorations & Omit<HTMLAttributes<HTMLDivElement>, 'type'>;
export type TitleProps = Decorations &
  Omit<HTMLAttributes<HTMLHeadingElement>, 'type'> & { level?: 1 | 2 | 3 | 4 | 5 };
export type LinkProps = Decorations & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type'>;

/** antd's order of the decoration elements (typography/Base: strong innermost, italic outermost). */
const DECORATIONS = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
] as const;

/**
 * One element of antd's Typography as the portal uses it: the same markup, classes and styles (antd's own
 * typography style), without what antd's brings along for `ellipsis`, `copyable` and `editable` (its Base measures
 * and wraps every text, imports Input's TextArea, Tooltip, ResizeObserver and the copy button): about 35 KB gzipped
 * of the antd every family screen loaded. A screen that needs those (the staff console's copyable password) uses
 * `TypographyFull` (./lazy).
 */
function typographyElement<P extends Decorations & { className?: string }>(
  component: (props: { level?: number }) => string,
  displayName: string,
) {
  const Element = forwardRef<HTMLElement, P>(function TypographyElement(props, ref) {
    const {
      type,
      disabled,
      strong,
      italic,
      underline,
      delete: del,
      code,
      mark,
      keyboard,
      className,
      children,
      ...rest
    } = props;
    const { getPrefixCls, direction, className: contextClassName } = useComponentConfig('typography');
    const prefixCls = getPrefixCls('typography');
    const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
    const tag = component(props as { level?: number });
    const flags = { strong, underline, delete: del, code, mark, keyboard, italic };
    let content: ReactNode = children;
    for (const [flag, wrapper] of DECORATIONS) if (flags[flag]) content = createElement(wrapper, {}, content);
    const classes = [
      prefixCls,
      type && `${prefixCls}-${type}`,
      disabled && `${prefixCls}-disabled`,
      tag === 'a' && `${prefixCls}-link`,
      direction === 'rtl' && `${prefixCls}-rtl`,
      contextClassName,
      className,
      hashId,
      cssVarCls,
    ]
      .filter(Boolean)
      .join(' ');
    const {
      level: _level,
      style,
      ...attributes
    } = rest as typeof rest & {
      level?: number;
      style?: CSSProperties;
    };
    return createElement(tag, { ...attributes, className: classes, style, ref }, content);
  });
  Element.displayName = displayName;
  return Element;
}

const Text = typographyElement<TextProps>(() => 'span', 'Typography.Text');
const Paragraph = typographyElement<ParagraphProps>(() => 'div', 'Typography.Paragraph');
const Title = typographyElement<TitleProps>(
  ({ level }) => (level && level >= 1 && level <= 5 ? `h${level}` : 'h1'),
  'Typography.Title',
);
const Link = typographyElement<LinkProps>(() => 'a', 'Typography.Link');

/** `Typography.Text`, `.Title`, `.Paragraph`, `.Link` (see typographyElement). */
export const Typography = { Text, Title, Paragraph, Link };
