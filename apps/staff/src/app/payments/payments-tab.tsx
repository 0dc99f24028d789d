import { Suspense, useState } from 'react';
import type { OrderState, PriceEntry, StaffOrder } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Flex, Modal, Spin, Table, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useOfferedFamilies } from '../filters';
import { shortDateTime } from '../logic';
import {
  useRefundOrderMutation,
  useSetPriceMutation,
  useStaffOrdersQuery,
  useStaffPricesQuery,
} from './payments-api';

const PAGE_SIZE = 20;
const ORDER_STATES = [
  'created',
  'pending',
  'paid',
  'cancelled',
  'expired',
  'needs-review',
  'refunded',
] as const satisfies readonly OrderState[];
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** Staff's payments: every order (paged on the server), refunds with a reason, and the price list. */
export function PaymentsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const { errorText } = useErrorTexts();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<OrderState | ''>('');
  const orders = useStaffOrdersQuery({ page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) });
  const [refunding, setRefunding] = useState<StaffOrder | null>(null);
  const [editing, setEditing] = useState<PriceEntry | null>(null);
  const prices = useStaffPricesQuery();

  const columns: TableColumnsType<StaffOrder> = [
    { key: 'id', title: t('payments.orders.id'), render: (_, o) => o.id },
    {
      key: 'date',
      title: t('payments.orders.date'),
      render: (_, o) => shortDateTime(new Date(o.createdAt).toISOString()),
    },
    { key: 'learner', title: t('payments.orders.learner'), render: (_, o) => o.accountName },
    {
      key: 'item',
      title: t('payments.orders.item'),
      render: (_, o) => `${familyLabel(o.family)}, ${t(`payments.durations.${o.duration}`)}`,
    },
    { key: 'amount', title: t('payments.orders.amount'), render: (_, o) => money(o.amountCents, o.currency) },
    {
      key: 'state',
      title: t('payments.orders.state'),
      render: (_, o) => (
        <Flex vertical gap={2}>
          <Tag data-testid="order-state">{t(`payments.states.${o.state}`)}</Tag>
          {o.reviewReason ? <Typography.Text type="warning">{o.reviewReason}</Typography.Text> : null}
          {o.refundReason ? <Typography.Text type="secondary">{o.refundReason}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'validTo', title: t('payments.orders.validTo'), render: (_, o) => o.validTo ?? '' },
    {
      key: 'actions',
      title: '',
      render: (_, o) =>
        o.state === 'paid' ? (
          <Button size="small" danger onClick={() => setRefunding(o)} data-testid="order-refund">
            {t('payments.refund.open')}
          </Button>
        ) : null,
    },
  ];

  const priceColumns: TableColumnsType<PriceEntry & { id: string }> = [
    { key: 'family', title: t('payments.prices.family'), render: (_, p) => familyLabel(p.family) },
    {
      key: 'duration',
      title: t('payments.prices.duration'),
      render: (_, p) => t(`payments.durations.${p.duration}`),
    },
    { key: 'amount', title: t('payments.prices.amount'), render: (_, p) => money(p.amountCents, p.currency) },
    { key: 'days', title: t('payments.prices.days'), render: (_, p) => p.days },
    { key: 'tests', title: t('payments.prices.tests'), render: (_, p) => p.tests },
    {
      key: 'edit',
      title: '',
      render: (_, p) => (
        <Button size="small" onClick={() => setEditing(p)}>
          {t('payments.prices.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={24} data-testid="payments-tab">
      <section>
        <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('payments.orders.title')}
          </Typography.Title>
          <Select<OrderState | ''>
            aria-label={t('payments.orders.state')}
            value={state}
            style={{ minWidth: 180 }}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
            options={[
              { value: '', label: t('payments.orders.allStates') },
              ...ORDER_STATES.map((s) => ({ value: s, label: t(`payments.states.${s}`) })),
            ]}
          />
        </Flex>
        {orders.error ? <Alert type="error" showIcon title={errorText(orders.error)} role="alert" /> : null}
        <Suspense fallback={<Spin />}>
          <Table<StaffOrder>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={orders.data?.items ?? []}
            loading={orders.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: orders.data?.total ?? 0,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
            locale={{
              emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('payments.orders.empty')}</span>,
            }}
          />
        </Suspense>
      </section>
      <section>
        <Typography.Title level={4}>{t('payments.prices.title')}</Typography.Title>
        {prices.error ? <Alert type="error" showIcon title={errorText(prices.error)} role="alert" /> : null}
        <Suspense fallback={<Spin />}>
          <Table<PriceEntry & { id: string }>
            rowKey="id"
            size="small"
            columns={priceColumns}
            dataSource={(prices.data ?? []).map((p) => ({ ...p, id: `${p.family}:${p.duration}` }))}
            loading={prices.isFetching}
            pagination={false}
          />
        </Suspense>
      </section>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <PriceDialog entry={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

function RefundDialog({ order, onClose }: { order: StaffOrder | null; onClose: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [form] = Form.useForm<{ reason: string }>();
  const [refund, result] = useRefundOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setError(null);
    try {
      await refund({ id: order!.id, body: { reason } }).unwrap();
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open={!!order}
      width={550}
      title={order ? t('payments.refund.title', { id: order.id }) : ''}
      okText={t('payments.refund.submit')}
      okButtonProps={{ danger: true, loading: result.isLoading }}
      cancelText={t('payments.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('payments.refund.explain')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('payments.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('payments.refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={1000} data-testid="refund-reason" />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}

function PriceDialog({ entry, onClose }: { entry: PriceEntry | null; onClose: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [form] = Form.useForm<{ amount: string; days: string; tests: string }>();
  const [setPrice, result] = useSetPriceMutation();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      await setPrice({
        family: entry!.family,
        duration: entry!.duration,
        amountCents: Math.round(Number(values.amount.replace(',', '.')) * 100),
        days: Number(values.days),
        tests: Number(values.tests),
      }).unwrap();
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const whole = { pattern: /^\d{1,6}$/, message: t('payments.prices.wholeNumber') };
  return (
    <Modal
      open={!!entry}
      width={550}
      title={t('payments.prices.editTitle')}
      okText={t('payments.prices.save')}
      okButtonProps={{ loading: result.isLoading }}
      cancelText={t('payments.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {entry ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            amount: (entry.amountCents / 100).toFixed(2),
            days: String(entry.days),
            tests: String(entry.tests),
          }}
        >
          <Form.Item
            name="amount"
            label={t('payments.prices.amountEur')}
            rules={[
              { required: true, message: t('payments.prices.amountRule') },
              { pattern: /^\d{1,5}([.,]\d{1,2})?$/, message: t('payments.prices.amountRule') },
            ]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="days" label={t('payments.prices.days')} rules={[{ required: true }, whole]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="tests" label={t('payments.prices.tests')} rules={[{ required: true }, whole]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Form>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}
