import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type {
  CreateOrderResponse,
  FamilyManifestEntry,
  LearnerOrder,
  PaymentOffer,
  PurchaseDuration,
} from '@portal/contracts';
import { addNamespace, pickLocalized, useTranslation } from '@portal/i18n';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  NativeSelect,
  Tag,
  Typography,
  type TagColor,
} from '@portal/ui';
import { PAYMENTS_NS, paymentsResources } from './i18n';
import { callApi, formatAmount, learnerToken, PaymentsApiError } from './payments-api';
import { ReceiptDialog } from './receipt-dialog';

/** The durations on sale (the contracts hold only the type, so they add nothing to every app). */
const PURCHASE_DURATIONS = ['1d', '2d', '7d', '1m'] as const satisfies readonly PurchaseDuration[];
const isPurchaseDuration = (value: unknown): value is PurchaseDuration =>
  (PURCHASE_DURATIONS as readonly unknown[]).includes(value);

/** The login screen (the shell's LOGIN_ROUTE, not imported: this chunk takes nothing of the shell's others). */
const LOGIN_ROUTE = '/';

let registered = false;
function registerStrings(): void {
  if (registered) return;
  addNamespace(PAYMENTS_NS, paymentsResources);
  registered = true;
}

const STATE_COLORS: Record<string, TagColor> = {
  paid: 'green',
  pending: 'blue',
  'needs-review': 'orange',
  refunded: 'purple',
};

/**
 * `/moketi` (core spec sections 2, 3, 9): test type, duration, the server's price, the consent to start access at
 * once (the EU 14-day withdrawal waiver for digital content), then the provider's page. Coming back from the
 * provider (`?order=&result=accept|cancel`) shows how the order stands; below, the learner's orders and receipts.
 */
export default function PaymentPage({ families }: { families: readonly FamilyManifestEntry[] }) {
  registerStrings();
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const navigate = useNavigate();
  // useLocation, not useSearchParams: the shared router is built with only the hooks the portal uses
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const ids = { family: useId(), duration: useId(), consent: useId() };

  const [offer, setOffer] = useState<PaymentOffer | null>(null);
  const [orders, setOrders] = useState<LearnerOrder[]>([]);
  const [family, setFamily] = useState<string | undefined>(params.get('family') ?? undefined);
  const initialDuration = params.get('duration');
  const [duration, setDuration] = useState<PurchaseDuration | undefined>(
    isPurchaseDuration(initialDuration) ? initialDuration : undefined,
  );
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receiptOf, setReceiptOf] = useState<LearnerOrder | null>(null);
  const token = learnerToken(
    family ?? params.get('family'),
    families.map((f) => f.id),
  );

  const returned = useMemo(() => {
    const id = Number(params.get('order'));
    const result = params.get('result');
    return Number.isSafeInteger(id) && id > 0 && (result === 'accept' || result === 'cancel')
      ? { id, result }
      : null;
  }, [params]);

  const loadOrders = useCallback(async () => {
    if (!token) return [];
    const list = await callApi<LearnerOrder[]>('/orders', token);
    setOrders(list);
    return list;
  }, [token]);

  useEffect(() => {
    void callApi<PaymentOffer>('/offer', null)
      .then((o) => {
        setOffer(o);
        setFamily((current) => (current && o.families.includes(current as never) ? current : o.families[0]));
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  // Back from the provider: a cancel is recorded; after Pay the callback may still be on its way, so look again.
  useEffect(() => {
    if (!returned || !token) return;
    let stop = false;
    const run = async () => {
      if (returned.result === 'cancel')
        await callApi(`/orders/${returned.id}/cancel`, token, { method: 'POST' }).catch(() => undefined);
      for (let i = 0; i < 10 && !stop; i++) {
        const list = await loadOrders().catch(() => []);
        const order = list.find((o) => o.id === returned.id);
        if (returned.result === 'cancel' || (order && order.state !== 'pending' && order.state !== 'created'))
          return;
        await new Promise((r) => setTimeout(r, 1000));
      }
    };
    void run();
    return () => {
      stop = true;
    };
  }, [returned, token, loadOrders]);

  useEffect(() => {
    if (returned || !token) return;
    let live = true;
    callApi<LearnerOrder[]>('/orders', token)
      .then((list) => live && setOrders(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [returned, token]);

  if (!token) return <Navigate to={LOGIN_ROUTE} replace />;

  const manifestFamily = (id: string) => families.find((f) => f.id === id);
  const familyName = (id: string) => pickLocalized(manifestFamily(id)?.labels ?? { lt: id }, i18n.language);
  const price = offer?.prices.find((p) => p.family === family && p.duration === duration) ?? null;
  const home = manifestFamily(family ?? '')?.homeRoute ?? LOGIN_ROUTE;

  const submit = async () => {
    setTried(true);
    setError(null);
    if (!family || !duration || !consent) return;
    setBusy(true);
    try {
      const created = await callApi<CreateOrderResponse>('/orders', token, {
        method: 'POST',
        body: { family, duration, language: i18n.language },
      });
      window.location.assign(created.redirectUrl);
    } catch (e) {
      setBusy(false);
      const code = e instanceof PaymentsApiError ? e.code : null;
      setError(
        code === 'not-registered'
          ? t('notRegistered')
          : code === 'rejected'
            ? t('rejected')
            : t('error', { detail: (e as Error).message }),
      );
    }
  };

  const returnedOrder = returned ? orders.find((o) => o.id === returned.id) : undefined;
  const resultText = !returned
    ? null
    : returned.result === 'cancel'
      ? { type: 'info' as const, text: t('result.cancelled') }
      : returnedOrder?.state === 'paid'
        ? { type: 'success' as const, text: t('result.paid', { date: returnedOrder.validTo ?? '' }) }
        : returnedOrder?.state === 'needs-review'
          ? { type: 'warning' as const, text: t('result.review') }
          : { type: 'info' as const, text: t('result.waiting') };

  return (
    <div data-testid="payment-page" style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <Button onClick={() => navigate(home)} data-testid="payment-back">
              {returned ? t('toDashboard') : t('back')}
            </Button>
          </Flex>
          {resultText ? (
            <Alert type={resultText.type} showIcon message={resultText.text} data-testid="payment-result" />
          ) : null}
          {offer && !offer.available ? (
            <Alert type="warning" showIcon message={t('unavailable')} data-testid="payments-unavailable" />
          ) : null}
          {offer?.available ? (
            <Card>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <Flex vertical gap={12}>
                  {offer.test ? <Alert type="info" message={t('testMode')} /> : null}
                  <label htmlFor={ids.family}>{t('family')}</label>
                  <NativeSelect
                    id={ids.family}
                    data-testid="payment-family"
                    value={family}
                    onChange={setFamily}
                    options={offer.families.map((f) => ({ value: f, label: familyName(f) }))}
                  />
                  <label htmlFor={ids.duration}>{t('duration')}</label>
                  <NativeSelect
                    id={ids.duration}
                    data-testid="payment-duration"
                    value={duration}
                    placeholder={t('durationPlaceholder')}
                    onChange={(v) => setDuration(isPurchaseDuration(v) ? v : undefined)}
                    aria-invalid={tried && !duration}
                    options={PURCHASE_DURATIONS.map((d) => ({ value: d, label: t(`durations.${d}`) }))}
                  />
                  {tried && !duration ? (
                    <Typography.Text type="danger">{t('durationRequired')}</Typography.Text>
                  ) : null}
                  <div aria-live="polite">
                    <Typography.Text strong data-testid="payment-price">
                      {t('price')}: {price ? formatAmount(price.amountCents, price.currency) : '—'}
                    </Typography.Text>
                    {price ? (
                      <div>
                        <Typography.Text type="secondary">
                          {t('includes', { days: price.days, tests: price.tests })}
                        </Typography.Text>
                      </div>
                    ) : null}
                  </div>
                  <Checkbox
                    id={ids.consent}
                    checked={consent}
                    onChange={(e) => setConsent(e.target.checked)}
                    data-testid="payment-consent"
                  >
                    {t('consent')}
                  </Checkbox>
                  {tried && !consent ? (
                    <Typography.Text type="danger">{t('consentRequired')}</Typography.Text>
                  ) : null}
                  {error ? <Alert type="error" showIcon message={error} data-testid="payment-error" /> : null}
                  <div>
                    <Button type="primary" htmlType="submit" loading={busy} data-testid="payment-submit">
                      {busy ? t('redirecting') : t('submit')}
                    </Button>
                  </div>
                </Flex>
              </form>
            </Card>
          ) : null}
          <Card title={t('orders')} data-testid="payment-orders">
            {orders.length === 0 ? (
              <Typography.Text type="secondary">{t('noOrders')}</Typography.Text>
            ) : (
              <Flex vertical gap={8}>
                {orders.map((o) => (
                  <Flex key={o.id} gap={8} wrap align="center" data-testid={`order-${o.id}`}>
                    <span>{t('order', { id: o.id })}</span>
                    <span>
                      {familyName(o.family)}, {t(`durations.${o.duration}`)},{' '}
                      {formatAmount(o.amountCents, o.currency)}
                    </span>
                    <Tag color={STATE_COLORS[o.state]}>{t(`states.${o.state}`)}</Tag>
                    {o.receipt ? (
                      <Button size="small" onClick={() => setReceiptOf(o)}>
                        {t('receipt.open')}
                      </Button>
                    ) : null}
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Flex>
      </main>
      <ReceiptDialog order={receiptOf} familyName={familyName} onClose={() => setReceiptOf(null)} />
    </div>
  );
}
