// Our UI library: the ONLY place the web apps get antd from. It imports each antd component by its own
// path, so sharing this library as a Module Federation singleton ships just these components, not all of
// antd (447 KB gzipped shared whole). Add a line here when a screen needs another component or icon.
export { default as Alert } from 'antd/es/alert';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Image } from 'antd/es/image';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Progress } from 'antd/es/progress';
export { default as Result } from 'antd/es/result';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
// Tabs is in the antd chunk anyway (Card uses it); Table, which only the staff console uses, loads on first render
// (see ./lazy), so learners never download it.
export { default as Tabs } from 'antd/es/tabs';
export { Table } from './lazy';
export type { FormInstance, FormProps, Rule as FormRule } from 'antd/es/form';
export type { SelectProps } from 'antd/es/select';
export type { ColumnsType as TableColumnsType } from 'antd/es/table';
export type { TabsProps } from 'antd/es/tabs';

export { PortalThemeProvider, portalTheme } from './theme';
export { useNotice } from './use-notice';
export * from './icons';
export * from './charts';
