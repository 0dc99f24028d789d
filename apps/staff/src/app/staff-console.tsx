import { lazy, Suspense, useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, setLanguage, toLanguage, useTranslation } from '@portal/i18n';
import { Button, Flex, LogoutOutlined, Spin, Tabs, Typography, UserOutlined } from '@portal/ui';
import { Segmented } from '@portal/ui/forms';
import { ensureStaffStrings, STAFF_NS } from '../i18n';
import { AccountsTab } from './accounts-tab';
import { PaymentsTab } from './payments/payments-tab';
import { ExaminerTab } from './examiner/examiner-tab';
import { ContestsTab } from './contests-tab';
import { AuditTab } from './audit-tab';
import { QuestionsTab } from './questions-tab';
import { RegistrationsTab } from './registrations-tab';
import { RequestsTab } from './requests-tab';
import { SignInForm } from './sign-in-form';
import { SwitchesTab } from './switches-tab';
import { useStaffSession } from './use-staff-session';

// Banks and statistics load when their tab is first opened (their own chunks).
const OperationsTab = lazy(() => import('./operations-tab').then((m) => ({ default: m.OperationsTab })));
const BanksTab = lazy(() => import('./banks/banks-tab').then((m) => ({ default: m.BanksTab })));
const StatisticsTab = lazy(() =>
  import('./statistics/statistics-tab').then((m) => ({ default: m.StatisticsTab })),
);
const tabFallback = <Spin style={{ display: 'block', margin: 24 }} />;

function LanguageSwitch() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const current = toLanguage(i18n.language);
  return (
    <Segmented
      size="small"
      aria-label={t('language')}
      data-testid="staff-language"
      value={current}
      options={LANGUAGES.map((l) => ({
        label: (
          <span lang={l} title={LANGUAGE_NATIVE_NAMES[l]}>
            {l.toUpperCase()}
          </span>
        ),
        value: l,
      }))}
      onChange={(value) => void setLanguage(value as Language)}
    />
  );
}

export type StaffTab =
  | 'registrations'
  | 'requests'
  | 'questions'
  | 'accounts'
  | 'payments'
  | 'examiner'
  | 'switches'
  | 'contests'
  | 'audit'
  | 'banks'
  | 'statistics'
  | 'operations';

/**
 * The staff console (mounted by the shell at /staff): its own sign-in with a staff account, then registrations
 * (activate / reject), activation requests, learners' questions (reply) and new learner accounts.
 */
export function StaffConsole() {
  ensureStaffStrings();
  const { t, i18n } = useTranslation(STAFF_NS);
  const { session, notice, signIn, signOut } = useStaffSession();
  const [tab, setTab] = useState<StaffTab>('registrations');

  useEffect(() => {
    document.title = t('title');
  }, [t, i18n.language]);

  return (
    <div data-testid="staff-console" style={{ maxWidth: 1280, margin: '0 auto', padding: '12px 16px 32px' }}>
      <Flex
        component="header"
        align="center"
        justify="space-between"
        wrap
        gap={8}
        style={{ paddingBottom: 12, marginBottom: 8, borderBottom: '1px solid #f0f0f0' }}
      >
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Flex align="center" wrap gap={12}>
          <LanguageSwitch />
          {session && (
            <>
              <Typography.Text data-testid="staff-user">
                <UserOutlined /> {t('user.signedInAs', { name: session.user.name })}
              </Typography.Text>
              <Button size="small" icon={<LogoutOutlined />} onClick={signOut} data-testid="staff-logout">
                {t('user.logout')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {session ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as StaffTab)}
          items={[
            {
              key: 'registrations',
              label: <span data-testid="tab-registrations">{t('tabs.registrations')}</span>,
              children: <RegistrationsTab />,
            },
            {
              key: 'requests',
              label: <span data-testid="tab-requests">{t('tabs.requests')}</span>,
              children: <RequestsTab />,
            },
            {
              key: 'questions',
              label: <span data-testid="tab-questions">{t('tabs.questions')}</span>,
              children: <QuestionsTab />,
            },
            {
              key: 'accounts',
              label: <span data-testid="tab-accounts">{t('tabs.accounts')}</span>,
              children: <AccountsTab />,
            },
            {
              key: 'payments',
              label: <span data-testid="tab-payments">{t('payments.tab')}</span>,
              children: <PaymentsTab />,
            },
            {
              key: 'examiner',
              label: <span data-testid="tab-examiner">{t('examiner.tab')}</span>,
              children: <ExaminerTab />,
            },
            {
              key: 'switches',
              label: <span data-testid="tab-switches">{t('switches.tab')}</span>,
              children: <SwitchesTab />,
            },
            {
              key: 'contests',
              label: <span data-testid="tab-contests">{t('contests.tab')}</span>,
              children: <ContestsTab />,
            },
            {
              key: 'audit',
              label: <span data-testid="tab-audit">{t('audit.tab')}</span>,
              children: <AuditTab />,
            },
            {
              key: 'banks',
              label: <span data-testid="tab-banks">{t('banks.tab')}</span>,
              children: (
                <Suspense fallback={tabFallback}>
                  <BanksTab />
                </Suspense>
              ),
            },
            {
              key: 'statistics',
              label: <span data-testid="tab-statistics">{t('statistics.tab')}</span>,
              children: (
                <Suspense fallback={tabFallback}>
                  <StatisticsTab />
                </Suspense>
              ),
            },
            {
              key: 'operations',
              label: <span data-testid="tab-operations">{t('operations.tab')}</span>,
              children: (
                <Suspense fallback={tabFallback}>
                  <OperationsTab />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        <SignInForm notice={notice} onSignedIn={signIn} />
      )}
    </div>
  );
}
