import { useTranslation } from '@portal/i18n';
import { Button, Modal } from '@portal/ui';

/** Dialog width 450 px (core spec section 9). */
export const DIALOG_WIDTH = 450;

/** End-test confirmation, yes or no (core spec section 2 "Dialogs"). */
export function ConfirmDialog({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('runner');
  return (
    <Modal
      open={open}
      title={t('confirm.title')}
      onOk={onYes}
      onCancel={onNo}
      okText={t('yes')}
      cancelText={t('no')}
      okButtonProps={{ 'data-testid': 'confirm-yes' } as Record<string, string>}
      width={DIALOG_WIDTH}
      destroyOnHidden
    >
      {t('confirm.text')}
    </Modal>
  );
}

/** Error and info dialogs, one at a time ('Įvyko klaida: {detail}', save failure, question sent...). */
export function NoticeDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation('runner');
  return (
    <Modal
      open={text !== null}
      onCancel={onClose}
      width={DIALOG_WIDTH}
      footer={
        <Button type="primary" onClick={onClose} data-testid="notice-ok">
          {t('ok')}
        </Button>
      }
    >
      <p role="alert" data-testid="notice" style={{ margin: '16px 0 0' }}>
        {text}
      </p>
    </Modal>
  );
}
