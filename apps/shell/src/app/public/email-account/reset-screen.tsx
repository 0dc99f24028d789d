import { EMAIL_ACCOUNT_ROUTES } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@portal/i18n';
import { LOGIN_ROUTE } from '../../routes';
import { ShellLink } from '../shell-link';
import { resetPassword } from './email-account-api';
import { EMAIL_ACCOUNT_NS } from './i18n';
import { TextField } from './form-parts';
import { useSubmit } from './use-submit';

const FIELDS = ['password'] as const;

/** `/reset?token=...`: the new password; then the learner signs in with it. */
export function ResetScreen({ token }: { token: string }) {
  const { t } = useTranslation(EMAIL_ACCOUNT_NS);
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const { busy, run, errorOf, message } = useSubmit(FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(async () => {
      const result = await resetPassword({ token, password });
      if (!result.ok && (result.code === 'invalid-link' || result.fields.some((f) => f.field === 'token')))
        setLinkDead(true);
      return result;
    });
    if (done) setUsername(done.username);
  };

  if (username) {
    return (
      <>
        <p className="shell-info" role="status" data-testid="reset-done">
          {t('reset.done', { username })}
        </p>
        <ShellLink to={LOGIN_ROUTE} className="shell-btn shell-btn--primary shell-btn--block">
          {t('toLogin')}
        </ShellLink>
      </>
    );
  }
  if (!token || linkDead) {
    return (
      <>
        <p className="shell-error" role="alert" data-testid="link-invalid">
          {token ? t('link.invalid') : t('link.missing')}
        </p>
        <ShellLink to={EMAIL_ACCOUNT_ROUTES.forgot}>{t('forgotAgain')}</ShellLink>
      </>
    );
  }
  return (
    <form className="shell-form" onSubmit={submit} noValidate data-testid="reset-form">
      <TextField
        label={t('reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errorOf('password')}
      />
      {message && (
        <p className="shell-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="shell-btn shell-btn--primary shell-btn--block" disabled={busy}>
        {busy ? t('signup.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
