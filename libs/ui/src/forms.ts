// `@portal/ui/forms`: the form components, a shared module of their own (like `@portal/ui`, the shell's copy),
// so that the antd chunk every family screen loads does not carry them: a learner's way to the first question
// has no form. Import them from screens that load lazily (dialogs, the registration form, the staff console).
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Segmented } from 'antd/es/segmented';
export type { FormInstance, FormProps, Rule as FormRule } from 'antd/es/form';
