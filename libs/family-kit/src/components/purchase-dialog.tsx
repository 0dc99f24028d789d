import { useEffect, useState } from 'react';
import type { PaymentOffer } from '@portal/contracts';
import { useFamilyClient } from '@portal/api-client';
import { usePortalNavigate } from '@portal/federation';
import { Modal, Typography, useNotice } from '@portal/ui';
import { Select } from '@portal/ui/select';
import { Form } from '@portal/ui/forms';
import { useKitTranslation } from '../use-kit-translation';
import { PURCHASE_OPTIONS, formatPrice, paymentPageUrl, priceOf } from '../logic/purchase';

export interface PurchaseDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Purchase dialog (550 px): a duration must be chosen; the prices are the server's list (the defaults 1, 1.8, 6,
 * 10 EUR until it answers). Submitting leads to the payment page (/moketi) with this family and duration chosen;
 * without payment configuration it says payments are not available.
 */
export function PurchaseDialog({ open, onClose }: PurchaseDialogProps) {
  const { t } = useKitTranslation();
  const { modal } = useNotice();
  const { family } = useFamilyClient();
  const navigate = usePortalNavigate();
  const [form] = Form.useForm<{ duration: string }>();
  const duration = Form.useWatch('duration', form) as string | undefined;
  const [offer, setOffer] = useState<PaymentOffer | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetch('/api/payments/offer', { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<PaymentOffer>) : null))
      .then((o) => live && setOffer(o))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);

  const serverPrice = (id: string | undefined) => {
    const entry = offer?.prices.find((p) => p.family === family && p.duration === id);
    return entry ? entry.amountCents / 100 : priceOf(id);
  };
  const price = serverPrice(duration);

  const submit = async () => {
    const values = await form.validateFields();
    onClose();
    if (offer && (!offer.available || !offer.families.includes(family as never))) {
      modal.info({ title: t('purchase.title'), content: t('purchase.unavailable'), width: 450 });
      return;
    }
    navigate(paymentPageUrl(family, values.duration));
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
              label: `${t(o.labelKey)} — ${formatPrice(serverPrice(o.id) ?? o.price)}`,
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
