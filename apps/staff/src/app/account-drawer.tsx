import { Suspense, useState, type ReactNode } from 'react';
import type { StaffAccountDetail, StaffPasswordResetResponse } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import {
  Alert,
  Button,
  CopyableParagraph,
  Drawer,
  Flex,
  Modal,
  Spin,
  Tag,
  Typography,
  useNotice,
} from '@portal/ui';
import { Descriptions, Space } from '@portal/ui/extra';
import { STAFF_NS } from '../i18n';
import { useErrorTexts } from './api-errors';
import { StatusTag, useOfferedFamilies } from './filters';
import { shortDateTime } from './logic';
import {
  useResetPasswordMutation,
  useSetAccountDisabledMutation,
  useSetStaffRoleMutation,
  useStaffAccountQuery,
} from './staff-api';

/** A titled list in the drawer: its rows, or a line saying there are none. */
function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <section data-testid={testId} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children.length ? (
        <ul style={{ paddingLeft: 18, margin: 0 }}>{children}</ul>
      ) : (
        <Typography.Text type="secondary">{t('accounts.none')}</Typography.Text>
      )}
    </section>
  );
}

/** The temporary password, shown this once, with a way to copy it. */
function TemporaryPassword({ result, onClose }: { result: StaffPasswordResetResponse; onClose: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <Modal
      open
      title={t('accounts.reset.temporaryTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="temporary-close">
          {t('accounts.reset.done')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('accounts.reset.temporaryText')}</Typography.Paragraph>
      {/* the copy button's code loads when shown; the password shows meanwhile */}
      <Suspense
        fallback={
          <Typography.Paragraph code style={{ fontSize: 20 }} data-testid="temporary-password">
            {result.temporaryPassword}
          </Typography.Paragraph>
        }
      >
        <CopyableParagraph
          copyable={{ text: result.temporaryPassword }}
          code
          style={{ fontSize: 20 }}
          data-testid="temporary-password"
        >
          {result.temporaryPassword}
        </CopyableParagraph>
      </Suspense>
    </Modal>
  );
}

function AccountActions({ account }: { account: StaffAccountDetail }) {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const [reset, resetState] = useResetPasswordMutation();
  const [setDisabled, disabledState] = useSetAccountDisabledMutation();
  const [setStaff, staffState] = useSetStaffRoleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<StaffPasswordResetResponse | null>(null);
  const staff = account.roles.includes('staff');
  const local = account.provider === 'local';
  // Why the reset link cannot be sent, said under the buttons (a disabled button alone tells nothing: issue 25 item 12).
  const linkWhy = !local ? 'notLocal' : !account.email ? 'noEmail' : account.disabled ? 'disabled' : null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      void message.success(done);
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      setFailure(
        code && ['last-staff', 'no-email', 'email-not-configured', 'no-password'].includes(code)
          ? t(`accounts.errors.${code}`)
          : errorText(error),
      );
    }
  };

  return (
    <section data-testid="account-actions" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('accounts.actions')}</Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 8 }} />}
      <Space wrap>
        <Button
          disabled={linkWhy !== null}
          aria-describedby={linkWhy ? 'reset-link-why' : undefined}
          loading={resetState.isLoading}
          onClick={() =>
            void run(
              async () => {
                const sent = await reset({ id: account.id, mode: 'link' }).unwrap();
                return sent;
              },
              t('accounts.reset.linkSent', { email: account.email ?? '' }),
            )
          }
          data-testid="reset-link"
        >
          {t('accounts.reset.link')}
        </Button>
        <Button
          disabled={!local}
          loading={resetState.isLoading}
          onClick={() =>
            void run(async () => {
              setTemporary(await reset({ id: account.id, mode: 'temporary' }).unwrap());
            }, t('accounts.reset.temporaryDone'))
          }
          data-testid="reset-temporary"
        >
          {t('accounts.reset.temporary')}
        </Button>
        <Button
          danger={!account.disabled}
          loading={disabledState.isLoading}
          onClick={() =>
            void run(
              () => setDisabled({ id: account.id, disabled: !account.disabled }).unwrap(),
              t(account.disabled ? 'accounts.enabledDone' : 'accounts.disabledDone'),
            )
          }
          data-testid="account-toggle-disabled"
        >
          {t(account.disabled ? 'accounts.enable' : 'accounts.disable')}
        </Button>
        <Button
          loading={staffState.isLoading}
          onClick={() =>
            void run(
              () => setStaff({ id: account.id, staff: !staff }).unwrap(),
              t(staff ? 'accounts.staffRevoked' : 'accounts.staffGranted'),
            )
          }
          data-testid="account-toggle-staff"
        >
          {t(staff ? 'accounts.revokeStaff' : 'accounts.grantStaff')}
        </Button>
      </Space>
      {linkWhy && (
        <Typography.Paragraph
          type="secondary"
          id="reset-link-why"
          data-testid="reset-link-why"
          style={{ marginTop: 8, marginBottom: 0 }}
        >
          {t(`accounts.reset.linkWhy.${linkWhy}`)}
        </Typography.Paragraph>
      )}
      {!local && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('accounts.errors.no-password')}
        </Typography.Paragraph>
      )}
      {temporary && <TemporaryPassword result={temporary} onClose={() => setTemporary(null)} />}
    </section>
  );
}

/**
 * One account (GET /api/staff/accounts/:id): who it is, its standing in each family, its tests, requests and
 * questions and orders (the newest 50 of each), and staff's actions on it.
 */
export function AccountDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { familyLabel } = useOfferedFamilies();
  const { data: account, error, isFetching } = useStaffAccountQuery(id);

  return (
    <Drawer open onClose={onClose} size={640} title={account?.name ?? t('accounts.account')} destroyOnHidden>
      <div data-testid="account-drawer">
        {error ? <Alert type="error" showIcon title={errorText(error)} role="alert" /> : null}
        {!account ? (
          <Spin spinning={isFetching} />
        ) : (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'username', label: t('accounts.username'), children: account.username ?? '—' },
                { key: 'email', label: t('accounts.emailShort'), children: account.email ?? '—' },
                { key: 'provider', label: t('accounts.provider'), children: account.provider },
                {
                  key: 'roles',
                  label: t('accounts.role'),
                  children: (
                    <span data-testid="account-roles">
                      {account.roles.map((r) => (
                        <Tag key={r} color={r === 'staff' ? 'gold' : 'default'}>
                          {r === 'staff' ? t('accounts.staffTag') : t('accounts.learnerTag')}
                        </Tag>
                      ))}
                    </span>
                  ),
                },
                {
                  key: 'state',
                  label: t('accounts.state'),
                  children: (
                    <span data-testid="account-state">
                      {account.disabled ? t('accounts.disabledTag') : t('accounts.enabledTag')}
                    </span>
                  ),
                },
                {
                  key: 'created',
                  label: t('accounts.createdAt'),
                  children: shortDateTime(account.createdAt),
                },
              ]}
            />
            <AccountActions account={account} />
            <Section title={t('accounts.enrollments')} testId="account-enrollments">
              {account.enrollments.map((e) => (
                <li key={e.id}>
                  {familyLabel(e.family)} <StatusTag valid={e.valid} />{' '}
                  {e.validFrom || e.validTo ? `${e.validFrom ?? ''} – ${e.validTo ?? ''} · ` : ''}
                  {t('requests.testsLeft', { count: e.testsLeft })}
                </li>
              ))}
            </Section>
            <Section title={t('accounts.attempts')} testId="account-attempts">
              {account.attempts.map((a) => (
                <li key={a.id}>
                  {familyLabel(a.family)} · {shortDateTime(a.startedAt)} ·{' '}
                  {a.finishedAt === null ? t('accounts.attemptOpen') : `${a.correct ?? 0}/${a.total}`}
                </li>
              ))}
            </Section>
            <Section title={t('accounts.requests')} testId="account-requests">
              {account.requests.map((r) => (
                <li key={r.id}>
                  {shortDateTime(r.createdAt)} · {familyLabel(r.family)} · {t(`requests.kinds.${r.kind}`)} ·{' '}
                  {r.handled ? t(`requests.outcomes.${r.outcome ?? 'dismissed'}`) : t('requests.openList')}
                </li>
              ))}
            </Section>
            <Section title={t('accounts.questions')} testId="account-questions">
              {account.questions.map((q) => (
                <li key={q.id}>
                  {shortDateTime(q.createdAt)} · {q.text}
                  {q.reply !== null ? ` → ${q.reply}` : ''}
                </li>
              ))}
            </Section>
            <Section title={t('accounts.orders')} testId="account-orders">
              {account.orders.map((o) => (
                <li key={o.id}>
                  {shortDateTime(new Date(o.createdAt).toISOString())} · {o.family} · {o.days} d. ·{' '}
                  {(o.amountCents / 100).toFixed(2)} {o.currency} · {t(`payments.states.${o.state}`)}
                </li>
              ))}
            </Section>
          </>
        )}
      </div>
      <Flex justify="end" style={{ marginTop: 24 }}>
        <Button onClick={onClose} data-testid="account-drawer-close">
          {t('accounts.close')}
        </Button>
      </Flex>
    </Drawer>
  );
}
