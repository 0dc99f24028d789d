import { EMAIL_ACCOUNT_ROUTES } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { addNamespace, useTranslation } from '@portal/i18n';
import { useStartup } from '../../navigation';
import { LOGIN_ROUTE } from '../../routes';
import { PageFrame } from '../page-frame';
import { ShellLink } from '../shell-link';
import { ConfirmScreen } from './confirm-screen';
import { linkToken } from './email-account-api';
import { ForgotScreen } from './forgot-screen';
import { emailAccountResources, EMAIL_ACCOUNT_NS } from './i18n';
import { ResetScreen } from './reset-screen';
import { SignupScreen } from './signup-screen';

let registered = false;
/** This chunk's strings, added on first render (i18n is initialised by then). */
function registerStrings(): void {
  if (registered) return;
  addNamespace(EMAIL_ACCOUNT_NS, emailAccountResources);
  registered = true;
}

const TITLES: Record<string, string> = {
  [EMAIL_ACCOUNT_ROUTES.signup]: 'signup.title',
  [EMAIL_ACCOUNT_ROUTES.confirm]: 'confirm.title',
  [EMAIL_ACCOUNT_ROUTES.forgot]: 'forgot.title',
  [EMAIL_ACCOUNT_ROUTES.reset]: 'reset.title',
};

/**
 * Sign-up and password reset by e-mail (`/signup`, `/confirm`, `/forgot`, `/reset`): a chunk of its own, loaded
 * when one of them is opened, so the login screen stays small. Without SMTP (`email` false in the providers)
 * each says that the driving school makes accounts; nothing half-works.
 */
export default function EmailAccountScreen({ path }: { path: string }) {
  registerStrings();
  const { t, i18n } = useTranslation([EMAIL_ACCOUNT_NS, 'shell']);
  const { providers } = useStartup();
  // The link's token is read once and taken out of the address bar and the history.
  const [token] = useState(() => linkToken());
  useEffect(() => {
    if (window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const title = t(TITLES[path] ?? 'signup.title');
  useEffect(() => {
    document.title = `${title} · ${t('shell:title')}`;
  }, [title, t, i18n.language]);

  let body;
  if (!providers.email)
    body = (
      <p className="shell-note" data-testid="email-unavailable">
        {t('unavailable')}
      </p>
    );
  else if (path === EMAIL_ACCOUNT_ROUTES.confirm) body = <ConfirmScreen token={token} />;
  else if (path === EMAIL_ACCOUNT_ROUTES.forgot) body = <ForgotScreen />;
  else if (path === EMAIL_ACCOUNT_ROUTES.reset) body = <ResetScreen token={token} />;
  else body = <SignupScreen />;

  return (
    <PageFrame>
      <section className="shell-card" aria-labelledby="shell-email-account-heading">
        <h1 id="shell-email-account-heading" className="shell-card__title">
          {title}
        </h1>
        {body}
        <p className="shell-card__help">
          <ShellLink to={LOGIN_ROUTE}>← {t('back')}</ShellLink>
        </p>
      </section>
    </PageFrame>
  );
}
