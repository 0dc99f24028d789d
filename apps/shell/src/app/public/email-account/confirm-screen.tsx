import { EMAIL_ACCOUNT_ROUTES } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { LOGIN_ROUTE } from '../../routes';
import { Splash } from '../../splash';
import { ShellLink } from '../shell-link';
import { confirmEmail } from './email-account-api';
import { EMAIL_ACCOUNT_NS } from './i18n';
import { failureText } from './form-parts';

type State = { kind: 'working' } | { kind: 'done'; username: string } | { kind: 'failed'; text: string };

/** `/confirm?token=...`: confirms the sign-up once, on opening; then the learner signs in. */
export function ConfirmScreen({ token }: { token: string }) {
  const { t } = useTranslation(EMAIL_ACCOUNT_NS);
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'working' } : { kind: 'failed', text: t('link.missing') },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void confirmEmail({ token }).then((result) =>
      setState(
        result.ok
          ? { kind: 'done', username: result.data.username }
          : {
              kind: 'failed',
              text: result.fields.length ? t('link.invalid') : failureText(t, result),
            },
      ),
    );
  }, [token, t]);

  if (state.kind === 'working') return <Splash label={t('confirm.working')} />;
  if (state.kind === 'done') {
    return (
      <>
        <p className="shell-info" role="status" data-testid="confirm-done">
          {t('confirm.done', { username: state.username })}
        </p>
        <ShellLink to={LOGIN_ROUTE} className="shell-btn shell-btn--primary shell-btn--block">
          {t('toLogin')}
        </ShellLink>
      </>
    );
  }
  return (
    <>
      <p className="shell-error" role="alert" data-testid="link-invalid">
        {state.text}
      </p>
      <ShellLink to={EMAIL_ACCOUNT_ROUTES.signup}>{t('signupAgain')}</ShellLink>
    </>
  );
}
