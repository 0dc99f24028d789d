import { useId, useState } from 'react';
import type { AuthProvidersResponse, FamilyManifestEntry } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { AccountForm } from './account-form';
import { EmailAccountLinks } from './email-account-links';
import { FacebookIcon, GoogleIcon, UserIcon } from './icons';
import { socialSignInUrl } from './sign-in';

type Method = 'google' | 'facebook' | 'account';

/** The sign-in methods this deployment offers (`GET /api/auth/providers`); one not configured is not shown. */
export function availableMethods(providers: AuthProvidersResponse): Method[] {
  const methods: Method[] = [];
  if (providers.google) methods.push('google');
  if (providers.facebook) methods.push('facebook');
  if (providers.local) methods.push('account');
  return methods;
}

const icons = { google: <GoogleIcon />, facebook: <FacebookIcon />, account: <UserIcon /> };

/** Toggle between Google, Facebook and account sign-in (core spec "Login screen"). */
export function SignInPanel({
  providers,
  family,
}: {
  providers: AuthProvidersResponse;
  family: FamilyManifestEntry | undefined;
}) {
  const { t } = useTranslation('shell');
  const methods = availableMethods(providers);
  const [chosen, setChosen] = useState<Method | undefined>(methods[0]);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const name = useId();

  if (!methods.length) {
    return <p className="shell-note">{t('method.none')}</p>;
  }
  return (
    <div className="shell-signin">
      {methods.length > 1 && (
        <fieldset className="shell-fieldset">
          <legend className="shell-fieldset__legend">{t('method.legend')}</legend>
          <div className="shell-segmented">
            {methods.map((m) => (
              <label key={m} className="shell-segmented__option" data-method={m}>
                <input
                  type="radio"
                  name={name}
                  value={m}
                  checked={method === m}
                  onChange={() => setChosen(m)}
                />
                <span>
                  {icons[m]}
                  {t(`method.${m}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="shell-signin__body">
        {method === 'account' && family && (
          <>
            <AccountForm family={family} />
            <EmailAccountLinks />
          </>
        )}
        {(method === 'google' || method === 'facebook') && (
          <>
            <button
              type="button"
              className={`shell-btn shell-btn--block shell-btn--${method}`}
              disabled={!family}
              onClick={() => family && window.location.assign(socialSignInUrl(method, family.id))}
            >
              {icons[method]}
              {t(method === 'google' ? 'method.withGoogle' : 'method.withFacebook')}
            </button>
            <p className="shell-hint">{t('method.redirectHint', { provider: t(`method.${method}`) })}</p>
          </>
        )}
      </div>
    </div>
  );
}
