import { Modal, Typography, useNotice } from '@portal/ui';
import { Select } from '@portal/ui/select';
import { Form } from '@portal/ui/forms';
import { useKitTranslation } from '../use-kit-translation';
import { PURCHASE_OPTIONS, formatPrice, priceOf } from '../logic/purchase';

export interface PurchaseDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Purchase dialog: a duration must be chosen (1 day, 2 days, 7 days, 1 month at 1, 1.8, 6, 10 EUR). Payments do
 * not exist yet, so submitting says 'Dar kolkas daroma.' (core spec section 8, second spec "Payment page details").
 */
export function PurchaseDialog({ open, onClose }: PurchaseDialogProps) {
  const { t } = useKitTranslation();
  const { modal } = useNotice();
  const [form] = Form.useForm<{ duration: string }>();
  const duration = Form.useWatch('duration', form) as string | undefined;
  const price = priceOf(duration);

  const submit = async () => {
    await form.validateFields();
    onClose();
    modal.info({ title: t('purchase.title'), content: t('purchase.notReady'), width: 450 });
  };

  return (
    <Modal
      open={open}
      width={550}
      title={t('purchase.title')}
      okText={t('purchase.submit')}
      cancelText={t('actions.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'purchase-submit' }}
      destroyOnHidden
      data-testid="purchase-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="duration"
          label={t('purchase.duration')}
          rules={[{ required: true, message: t('purchase.durationRequired') }]}
        >
          <Select<string>
            placeholder={t('purchase.durationPlaceholder')}
            data-testid="purchase-duration"
            options={PURCHASE_OPTIONS.map((o) => ({
              value: o.id,
              label: `${t(o.labelKey)} — ${formatPrice(o.price)}`,
            }))}
          />
        </Form.Item>
        <Typography.Text strong data-testid="purchase-price">
          {t('purchase.price')}: {price === null ? '—' : formatPrice(price)}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
