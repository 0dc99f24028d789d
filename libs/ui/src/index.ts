// Our UI library: the ONLY place the web apps get antd from (with its other entries: `@portal/ui/forms`,
// `@portal/ui/select`, `@portal/ui/extra`, `@portal/ui/charts`). It imports each antd component by its own path, so
// sharing this library as a Module Federation singleton ships just these components, not all of antd (447 KB
// gzipped shared whole). A shared module is not tree-shaken: everything exported here loads with a learner's
// first family screen, so this entry holds only what the way to the first question draws (issue 30); the rest is
// in the other entries, or loads when first drawn (./lazy). Add a line where it belongs.
// Alert, Avatar and Checkbox without antd's statics (Alert.ErrorBoundary; Avatar.Group, which brings Popover and
// the trigger machinery; Checkbox.Group: `@portal/ui/extra`).
export { default as Alert } from 'antd/es/alert/Alert';
export { default as Avatar } from 'antd/es/avatar/Avatar';
export { default as Button } from 'antd/es/button';
export { default as Checkbox } from 'antd/es/checkbox/Checkbox';
export { default as Flex } from 'antd/es/flex';
// Our own, with antd's markup and styles (see each): Tooltip without the trigger machinery; Image whose preview
// (antd's) loads when wanted; Statistic without the countdown and Skeleton; Descriptions one column, borderless;
// Tag without the closable and checkable ones; Spin without the delay, the auto percent and fullscreen.
export { Tooltip, type TooltipProps } from './tooltip';
export { Image, type ImageProps } from './image';
export { Statistic, type StatisticProps } from './statistic';
export { Descriptions, type DescriptionsProps, type DescriptionsItem } from './descriptions';
export { Tag, type TagProps, type TagColor } from './tag';
export { Spin, type SpinProps } from './spin';
// Card is our own (./card: antd's markup and styles without antd Card's Tabs and Skeleton). Table and Tabs, which
// only the staff console uses, and Result (registration notices) load on first render, and Modal and Drawer when first opened (see ./lazy), so
// learners do not download them on the way to the first question.
export { Card, type CardProps } from './card';
// Typography is our own too (./typography: antd's markup and styles without ellipsis, copy and edit, which pull in
// Input, Tooltip and a resize observer); Badge (the review's comment count) loads when first drawn;
// CopyableParagraph (antd's Paragraph, the staff console's copy button) loads when rendered.
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
  Badge,
  CopyableParagraph,
  lazyOverlay,
  preloadOverlays,
  type Preloadable,
} from './lazy';
// Form, Input and Segmented: `@portal/ui/forms`; Select: `@portal/ui/select`; bordered Descriptions, Checkbox.Group,
// Empty, Space: `@portal/ui/extra`; the charts: `@portal/ui/charts` (shared modules of their own).
export { ProgressBar } from './progress-bar';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './native-select';
export type { ColumnsType as TableColumnsType } from 'antd/es/table';
export type { TabsProps } from 'antd/es/tabs';

export { loadPortalLocale, PortalThemeProvider, portalTheme } from './theme';
export { useNotice } from './use-notice';
export * from './icons';
