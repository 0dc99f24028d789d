import type { LearnerOrder } from '@portal/contracts';
import { Button, Modal } from '@portal/ui';
import { Descriptions } from '@portal/ui/extra';
import { useTranslation } from '@portal/i18n';
import { PAYMENTS_NS } from './i18n';
import { formatAmount } from './payments-api';

/**
 * A printable receipt: seller, number in the sequence, date, item, amount and the VAT line when the school sets
 * a rate. Printing shows only the receipt (print styles below).
 */
export function ReceiptDialog({
  order,
  familyName,
  onClose,
}: {
  order: LearnerOrder | null;
  familyName: (id: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const receipt = order?.receipt;
  const receiptItems = () => {
    if (!receipt) return [];
    const items = [
      {
        key: 'seller',
        label: t('receipt.seller'),
        children: (
          <>
            {receipt.seller}
            {receipt.sellerDetails ? <div>{receipt.sellerDetails}</div> : null}
          </>
        ),
      },
      { key: 'buyer', label: t('receipt.buyer'), children: receipt.buyer },
      { key: 'date', label: t('receipt.date'), children: receipt.date },
      {
        key: 'item',
        label: t('receipt.item'),
        children: t('receipt.itemText', {
          family: familyName(receipt.family),
          // the receipt line needs the duration's own case ("7 dienų prieiga"), not the picker's nominative
          duration: t(`receipt.durations.${receipt.duration}`),
          tests: receipt.tests,
        }),
      },
      {
        key: 'amount',
        label: t('receipt.amount'),
        children: formatAmount(receipt.amountCents, receipt.currency),
      },
    ];
    if (receipt.vatRate !== null && receipt.vatCents !== null)
      items.push({
        key: 'vat',
        label: t('receipt.vat', { rate: receipt.vatRate }),
        children: formatAmount(receipt.vatCents, receipt.currency),
      });
    return items;
  };
  return (
    <Modal
      open={!!receipt}
      width={550}
      title={receipt ? t('receipt.title', { number: receipt.number }) : ''}
      onCancel={onClose}
      footer={[
        <Button key="print" type="primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('receipt.close')}
        </Button>,
      ]}
    >
      {/* The number is the dialog's title on screen; the heading inside is for the printed page only. */}
      <style>{`.receipt-print-title { display: none; } @media print { body * { visibility: hidden; } .receipt-print, .receipt-print * { visibility: visible; } .receipt-print { position: absolute; inset: 0; } .receipt-print-title { display: block; } }`}</style>
      {receipt ? (
        <div className="receipt-print" data-testid="receipt">
          <h2 className="receipt-print-title" style={{ marginTop: 0 }}>
            {t('receipt.title', { number: receipt.number })}
          </h2>
          <Descriptions column={1} size="small" bordered items={receipt ? receiptItems() : []} />
        </div>
      ) : null}
    </Modal>
  );
}
