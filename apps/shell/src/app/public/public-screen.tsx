import { SOCIAL_CALLBACK_ROUTE } from '@portal/contracts';
import { PRIVACY_ROUTE } from '../routes';
import { AuthCallback } from './auth-callback';
import { LoginPage } from './login-page';
import { PrivacyPage } from './privacy-page';

/** The shell's own screens by path: '/', '/privacy', '/auth/callback'. */
export function PublicScreen({ path }: { path: string }) {
  if (path === PRIVACY_ROUTE) return <PrivacyPage />;
  if (path === SOCIAL_CALLBACK_ROUTE) return <AuthCallback />;
  return <LoginPage />;
}
