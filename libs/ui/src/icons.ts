// Icons by their own path, for the same reason as the components: those the way to the first question draws
// (the rest: `@portal/ui/extra`).
export { default as ArrowLeftOutlined } from '@ant-design/icons/es/icons/ArrowLeftOutlined';
export { default as ArrowRightOutlined } from '@ant-design/icons/es/icons/ArrowRightOutlined';
export { default as AppstoreOutlined } from '@ant-design/icons/es/icons/AppstoreOutlined';
export { default as CheckCircleOutlined } from '@ant-design/icons/es/icons/CheckCircleOutlined';
export { default as CloseOutlined } from '@ant-design/icons/es/icons/CloseOutlined';
export { default as CloseCircleOutlined } from '@ant-design/icons/es/icons/CloseCircleOutlined';
export { default as ClockCircleOutlined } from '@ant-design/icons/es/icons/ClockCircleOutlined';
export { default as CommentOutlined } from '@ant-design/icons/es/icons/CommentOutlined';
export { default as GlobalOutlined } from '@ant-design/icons/es/icons/GlobalOutlined';
export { default as InfoCircleOutlined } from '@ant-design/icons/es/icons/InfoCircleOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as StarOutlined } from '@ant-design/icons/es/icons/StarOutlined';
export { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';
export { default as WarningOutlined } from '@ant-design/icons/es/icons/WarningOutlined';
export { default as CloudSyncOutlined } from '@ant-design/icons/es/icons/CloudSyncOutlined';
