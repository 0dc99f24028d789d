import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { useAppProps } from 'antd/es/app/context';

export type NoticeApi = useAppProps;

/** antd App's three hooks and their holders (loaded on the first useNotice call; see use-notice). */
export default function NoticeHost({ onReady }: { onReady: (api: NoticeApi) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [onReady, message, notification, modal]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
