import { EMAIL_ACCOUNT_ROUTES } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useStartup } from '../navigation';
import { ShellLink } from './shell-link';

/**
 * Under the account form: "Create an account" and "Forgot your password?" when the portal sends e-mail
 * (`email` in GET /api/auth/providers), else that accounts are made at the driving school.
 */
export function EmailAccountLinks() {
  const { t } = useTranslation('shell');
  const { providers } = useStartup();
  if (!providers.email) return <p className="shell-hint">{t('account.atSchool')}</p>;
  return (
    <p className="shell-hint shell-account-links">
      <ShellLink to={EMAIL_ACCOUNT_ROUTES.signup} data-testid="signup-link">
        {t('account.signup')}
      </ShellLink>
      <span aria-hidden="true"> · </span>
      <ShellLink to={EMAIL_ACCOUNT_ROUTES.forgot} data-testid="forgot-link">
        {t('account.forgot')}
      </ShellLink>
    </p>
  );
}
