// `@portal/ui/select`: antd's Select (with rc-select and rc-virtual-list, about 26 KB gzipped), a shared module of
// its own so that the antd chunk every family screen loads does not carry it. The landing's category select is a
// native one (NativeSelect); import this from screens that load lazily (the runner's drawer, the forms) or only
// in some families (the code family's language select).
export { default as Select } from 'antd/es/select';
export type { SelectProps } from 'antd/es/select';
