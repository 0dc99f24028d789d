import { lazy, Suspense } from 'react';
import { SOCIAL_CALLBACK_ROUTE } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { EMAIL_ACCOUNT_PATHS, hardestFamily, PRIVACY_ROUTE } from '../routes';
import { Splash } from '../splash';
import { AuthCallback } from './auth-callback';
import { LoginPage } from './login-page';
import { PrivacyPage } from './privacy-page';

/** Sign-up and password reset by e-mail: their own chunk (the login screen's budget). */
const EmailAccountScreen = lazy(
  () => import(/* webpackChunkName: "email-account" */ './email-account/email-account-screen'),
);

/** The public hardest questions of a family: their own chunk, never on the sign-in → first question path. */
const HardestPage = lazy(() => import(/* webpackChunkName: "hardest" */ './hardest/hardest-page'));

/** The shell's own screens by path: '/', '/privacy', '/sunkiausi/<family>', '/auth/callback', '/signup', '/confirm', '/forgot', '/reset'. */
export function PublicScreen({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  if (path === PRIVACY_ROUTE) return <PrivacyPage />;
  if (path === SOCIAL_CALLBACK_ROUTE) return <AuthCallback />;
  const hardest = hardestFamily(path);
  if (hardest) {
    return (
      <Suspense fallback={<Splash label={t('portal.loading')} />}>
        <HardestPage family={hardest} />
      </Suspense>
    );
  }
  if (EMAIL_ACCOUNT_PATHS.includes(path)) {
    return (
      <Suspense fallback={<Splash label={t('portal.loading')} />}>
        <EmailAccountScreen path={path} />
      </Suspense>
    );
  }
  return <LoginPage />;
}
