// Our UI library: the ONLY place the web apps get antd from (with `@portal/ui/forms`). It imports each antd component by its own
// path, so sharing this library as a Module Federation singleton ships just these components, not all of
// antd (447 KB gzipped shared whole). Add a line here when a screen needs another component or icon.
export { default as Alert } from 'antd/es/alert';
export { default as Avatar } from 'antd/es/avatar';
export { default as Button } from 'antd/es/button';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
// Card is our own (./card: antd's markup and styles without antd Card's Tabs and Skeleton). Table and Tabs, which
// only the staff console uses, and Result (registration notices) load on first render, and Modal and Drawer when first opened (see ./lazy), so
// learners do not download them on the way to the first question.
export { Card, type CardProps } from './card';
// Typography is our own too (./typography: antd's markup and styles without ellipsis, copy and edit, which pull in
// Input, Tooltip and a resize observer); Image (the question's picture with its preview) loads when first drawn,
// showing the plain picture meanwhile; Badge (the review's comment count) loads when first drawn; CopyableParagraph (antd's Paragraph, the staff console's copy button) loads
// when rendered.
export {
  Typography,
  type TextProps,
  type TitleProps,
  type ParagraphProps,
  type LinkProps,
} from './typography';
export {
  Table,
  Tabs,
  Result,
  Modal,
  Drawer,
  Image,
  Badge,
  CopyableParagraph,
  lazyOverlay,
  preloadOverlays,
  type Preloadable,
} from './lazy';
// Form, Input and Segmented: `@portal/ui/forms`; Select: `@portal/ui/select` (shared modules of their own).
export { ProgressBar } from './progress-bar';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './native-select';
export type { ColumnsType as TableColumnsType } from 'antd/es/table';
export type { TabsProps } from 'antd/es/tabs';

export { loadPortalLocale, PortalThemeProvider, portalTheme } from './theme';
export { useNotice } from './use-notice';
export * from './icons';
export * from './charts';
