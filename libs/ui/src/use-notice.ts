import App from 'antd/es/app';

/** Modal/message API bound to the portal theme (antd's App context), for dialogs opened from logic. */
export function useNotice() {
  const { modal, message, notification } = App.useApp();
  return { modal, message, notification };
}
