// `@portal/ui/extra`: antd's components in full that no screen on a learner's way to the first question draws, a
// shared module of its own (like `@portal/ui/forms`) so that the antd chunk every family screen loads does not
// carry them (issue 30): bordered and multi-column Descriptions (the staff console, the receipt, the registration
// notices), Checkbox with Checkbox.Group (the staff's question editor), Empty, Space, and the icons of the runner's
// side drawer and the staff console. Import them from screens that load lazily or only off that way.
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Empty } from 'antd/es/empty';
export { default as Space } from 'antd/es/space';

export { default as FlagFilled } from '@ant-design/icons/es/icons/FlagFilled';
export { default as FlagOutlined } from '@ant-design/icons/es/icons/FlagOutlined';
export { default as FullscreenOutlined } from '@ant-design/icons/es/icons/FullscreenOutlined';
export { default as FullscreenExitOutlined } from '@ant-design/icons/es/icons/FullscreenExitOutlined';
export { default as FontSizeOutlined } from '@ant-design/icons/es/icons/FontSizeOutlined';
export { default as MinusOutlined } from '@ant-design/icons/es/icons/MinusOutlined';
export { default as PlusOutlined } from '@ant-design/icons/es/icons/PlusOutlined';
export { default as ReloadOutlined } from '@ant-design/icons/es/icons/ReloadOutlined';
