import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Language, RegistrationForm as RegistrationFormValues } from '@portal/contracts';
import { restoreLanguage, setLanguage, toLanguage } from '@portal/i18n';
import { PortalNavigate, usePortalNavigate } from '@portal/federation';
import {
  fieldErrors,
  useFamilyCategoriesQuery,
  useFamilyCheckQuery,
  useFamilyClient,
  useFamilyMeQuery,
  useFamilyMyQuestionsQuery,
  useFamilyRegisterMutation,
} from '@portal/api-client';
import { Button, Card, Flex, lazyOverlay } from '@portal/ui';
import { useKitTranslation } from './use-kit-translation';
import { blockedReason, canStartTests, screenForRecord } from './logic/status';
import { prefillFromRecord } from './logic/registration-prefill';
import { runnerState } from './logic/runner-params';
import { signOut } from './sign-out';
import type { FamilyLinks } from './components/links';
import { TopBar } from './components/top-bar';
import { LoadingBar } from './components/loading-bar';
import { UserCard } from './components/user-card';
import { CategorySelector } from './components/category-selector';
import { Statistics } from './components/statistics';
import { SharingWarning } from './components/sharing-warning';
import { LearnerPast } from './components/learner-past';
import { ExamLanguageCard } from './components/exam-language-card';
import type { RequestDialogProps, RequestKind } from './components/request-dialog';
import type { PurchaseDialogProps } from './components/purchase-dialog';
import type { MyDataDialogProps } from './components/my-data-dialog';
import { useErrorDialog } from './components/use-error-dialog';

export interface FamilyLandingProps {
  /** Title in the top bar (the family's name). */
  title?: ReactNode;
  /** Branch ids the registration form offers (the code family: CODE_FAMILY_BRANCH_IDS); all when absent. */
  branchIds?: readonly number[];
  /** Language select in the top bar (the code family only, second spec section 2). */
  showLanguageSelect?: boolean;
  /** The family's landing route (e.g. '/home', '/kodas'); not used for navigation here, kept for symmetry. */
  homeRoute?: string;
  /** The family's runner route (e.g. '/testai', '/testai-kodas'); Begin navigates there. */
  runnerRoute: string;
  /** The family's practice route (issue 26): the Learn card shows on the active dashboard when there is one. */
  practiceRoute?: string;
  links?: FamilyLinks;
  /**
   * The pass mark of the statistics (last result colour, chart): 80 by default (PASS_PERCENT); Code 95 gives 50,
   * its `egzaminai` being percent of the maximum points.
   */
  passPercent?: number;
  /** Extra family-specific content on the active dashboard (after the statistics). */
  children?: ReactNode;
}

// The forms load when shown (a dialog when first opened): an active learner's landing has none, so the way to the
// first question does not download antd's Form and Input (`@portal/ui/forms`).
const RegistrationForm = lazy(() =>
  import('./components/registration-form').then((m) => ({ default: m.RegistrationForm })),
);
// pending / rejected: not an active learner's landing (and antd's Result, with its illustrations, is heavy)
const PendingNotice = lazy(() =>
  import('./components/status-notices').then((m) => ({ default: m.PendingNotice })),
);
const RejectedNotice = lazy(() =>
  import('./components/status-notices').then((m) => ({ default: m.RejectedNotice })),
);
// staff's answer to a request: shown for a while after it (ActivationRecord.request), so rarely that it loads apart
const RequestOutcomeNotice = lazy(() =>
  import('./components/request-outcome').then((m) => ({ default: m.RequestOutcomeNotice })),
);
const RequestDialog = lazyOverlay<RequestDialogProps>(() =>
  import('./components/request-dialog').then((m) => ({ default: m.RequestDialog })),
);
const PurchaseDialog = lazyOverlay<PurchaseDialogProps>(() =>
  import('./components/purchase-dialog').then((m) => ({ default: m.PurchaseDialog })),
);

// The Learn card (issue 26) with its strings: a chunk of its own, so a test's way to its first question carries
// neither its code nor its strings; it loads while the landing shows.
const LearnCard = lazy(() =>
  import('./learning/learn-card').then(async (module) => {
    await module.loadLearnCardStrings();
    return module;
  }),
);

// "My data" (export, erasure): rarely opened, loaded only then.
const MyDataDialog = lazyOverlay<MyDataDialogProps>(() =>
  import('./components/my-data-dialog').then((m) => ({ default: m.MyDataDialog })),
);

const blockedKey = {
  expired: 'categories.blocked.expired',
  'no-tests': 'categories.blocked.noTests',
  'not-yet-valid': 'categories.blocked.notYetValid',
  inactive: 'categories.blocked.inactive',
} as const;

/**
 * A family's landing (core spec "Dashboard", second spec "Landing screens"): checks the user with the server and
 * shows the dashboard, the registration form, or the pending / rejected notice, by `valid`.
 */
export function FamilyLanding({
  title,
  branchIds,
  showLanguageSelect,
  runnerRoute,
  practiceRoute,
  links,
  passPercent,
  children,
}: FamilyLandingProps) {
  const { t, i18n } = useKitTranslation();
  const navigate = usePortalNavigate();
  const client = useFamilyClient();
  const { family } = client;
  const session = client.session();
  const check = useFamilyCheckQuery({ skip: !session, refetchOnMountOrArgChange: true });
  // The categories and the learner's own questions (any signed-in learner may read them) are read together with
  // the check, not after it answered that the learner is active: a wave less before the dashboard is complete
  // (issue 30); the category select and the learner's past read the cache.
  useFamilyCategoriesQuery({ skip: !session });
  useFamilyMyQuestionsQuery({ skip: !session });
  const [register, registration] = useFamilyRegisterMutation();
  const [dialog, setDialog] = useState<RequestKind | 'purchase' | 'my-data' | null>(null);
  const showError = useErrorDialog();
  const shownError = useRef<unknown>(null);

  const record = check.data;
  // the exam language (and the languages offered) come with the fresh user, not with the stored session
  const me = useFamilyMeQuery({ skip: !session });

  useEffect(() => {
    // back from a mock test in the exam language: the landing is in the learner's reading language again
    void restoreLanguage();
  }, []);
  const screen = record ? screenForRecord(record) : null;

  useEffect(() => {
    // token 'logout': staff disabled the account (the only reason the check gives it)
    if (screen === 'logout') signOut('disabled');
  }, [screen]);

  // While active the check hands out a fresh access token: keep it, so a long session does not expire.
  const freshToken = record?.token;
  useEffect(() => {
    const current = client.session();
    if (current && freshToken && freshToken !== 'logout' && freshToken !== current.accessToken) {
      client.setSession({ ...current, accessToken: freshToken });
    }
  }, [client, freshToken]);

  useEffect(() => {
    const error = check.error as { status?: unknown; data?: { code?: unknown } } | undefined;
    // Staff switched the family off: the login screen says it is not offered now (issue 25 item 7).
    if (error?.data?.code === 'family-not-offered') return window.location.assign(`/?notOffered=${family}`);
    // 401 signs the family out through the API client; everything else is reported.
    if (error && error !== shownError.current && error.status !== 401) {
      shownError.current = error;
      showError(error);
    }
  }, [check.error, showError, family]);

  if (!session) return <PortalNavigate to="/" replace />;

  const registrationErrors = fieldErrors(registration.error);
  const submitRegistration = (form: RegistrationFormValues) => {
    register(form)
      .unwrap()
      .catch((error: unknown) => {
        if (!fieldErrors(error).length) showError(error);
      });
  };

  // The mock test in the exam language shows the runner in it for that test only (not remembered: the landing is
  // back in the reading language afterwards); the runner's drawer still switches languages mid-test.
  const begin = async (kate: string, language?: Language) => {
    if (language && language !== toLanguage(i18n.language)) await setLanguage(language, { remember: false });
    navigate(runnerRoute, { state: runnerState(session.user, kate, language ?? i18n.language) });
  };
  const examLanguage = me.data?.examLanguage;

  const form = (prefill: boolean) => (
    <Card title={t('form.title')} data-testid="registration-card">
      {prefill ? null : <p style={{ marginTop: 0 }}>{t('form.intro')}</p>}
      <Suspense fallback={<LoadingBar />}>
        <RegistrationForm
          key={prefill ? 'prefill' : 'new'}
          branchIds={branchIds}
          initialValues={prefill ? prefillFromRecord(record?.user, branchIds) : undefined}
          submitting={registration.isLoading}
          serverErrors={registrationErrors}
          privacyUrl={links?.privacy}
          onSubmit={submitRegistration}
        />
      </Suspense>
    </Card>
  );

  let body: ReactNode = null;
  switch (screen) {
    case 'register':
      body = form(false);
      break;
    case 'pending':
      body = <PendingNotice user={record?.user ?? null} />;
      break;
    case 'rejected-prefill':
      body = (
        <>
          <RejectedNotice text={record?.user?.tekstas} resubmit />
          {form(true)}
        </>
      );
      break;
    case 'rejected-request':
      body = (
        <RejectedNotice
          text={record?.user?.tekstas}
          onRequestActivation={
            record?.request?.outcome === 'pending' ? undefined : () => setDialog('activation')
          }
        />
      );
      break;
    case 'rejected':
      body = <RejectedNotice text={record?.user?.tekstas} />;
      break;
    case 'active': {
      const reason = blockedReason(record);
      body = (
        <>
          <Flex gap={16} wrap align="stretch">
            <UserCard user={session.user} timeLeft={record?.timeLeft} style={{ flex: '1 1 320px' }} />
            <Card title={t('categories.title')} style={{ flex: '1 1 320px' }} data-testid="tests-card">
              <CategorySelector
                canStart={canStartTests(record)}
                blockedText={reason ? t(blockedKey[reason]) : null}
                onBegin={(kate, language) => void begin(kate, language)}
                examLanguage={
                  examLanguage && examLanguage !== toLanguage(i18n.language) ? examLanguage : null
                }
                onError={showError}
              />
              <Flex gap={8} wrap style={{ marginTop: 16 }}>
                <Button
                  onClick={() => setDialog('more-tests')}
                  disabled={record?.request?.outcome === 'pending'}
                  data-testid="request-more"
                >
                  {t('categories.requestMore')}
                </Button>
                <Button onClick={() => setDialog('purchase')} data-testid="purchase">
                  {t('categories.purchase')}
                </Button>
              </Flex>
            </Card>
            <Statistics
              isspresta={record?.isspresta ?? 0}
              teisingu={record?.teisingu ?? 0}
              egzaminai={record?.egzaminai ?? []}
              passPercent={passPercent}
            />
            {practiceRoute ? (
              <Suspense fallback={null}>
                <LearnCard
                  practiceRoute={practiceRoute}
                  onMockTest={reason ? undefined : (kate) => void begin(kate)}
                />
              </Suspense>
            ) : null}
            <ExamLanguageCard />
            <LearnerPast examLanguage={examLanguage ?? null} />
          </Flex>
          {children}
          <SharingWarning />
        </>
      );
      break;
    }
  }

  return (
    <div
      data-testid={`landing-${family}`}
      data-screen={screen ?? 'loading'}
      style={{ minHeight: '100vh', background: '#f5f5f5' }}
    >
      <TopBar
        title={title}
        user={session.user}
        links={links}
        showLanguageSelect={showLanguageSelect}
        onLogout={signOut}
      />
      {check.isFetching || registration.isLoading ? <LoadingBar /> : <div style={{ height: 8 }} />}
      <main style={{ maxWidth: 1040, margin: '0 auto', padding: 16 }}>
        <Flex vertical gap={16}>
          {screen !== 'active' && screen !== null && screen !== 'logout' ? (
            <UserCard user={session.user} />
          ) : null}
          {record?.request ? (
            <Suspense fallback={null}>
              <RequestOutcomeNotice key={record.request.id} outcome={record.request} />
            </Suspense>
          ) : null}
          <Suspense fallback={<LoadingBar />}>{body}</Suspense>
          <Flex justify="end">
            <Button type="link" onClick={() => setDialog('my-data')} data-testid="my-data-open">
              {t('myData.open')}
            </Button>
          </Flex>
        </Flex>
      </main>
      <RequestDialog
        kind={dialog === 'activation' ? 'activation' : 'more-tests'}
        open={dialog === 'activation' || dialog === 'more-tests'}
        onClose={() => setDialog(null)}
        onDone={() => void check.refetch()}
        onError={showError}
      />
      <PurchaseDialog open={dialog === 'purchase'} onClose={() => setDialog(null)} />
      <MyDataDialog open={dialog === 'my-data'} onClose={() => setDialog(null)} />
    </div>
  );
}
