import { useState, type FormEvent } from 'react';
import type { Language } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { forgotPassword } from './email-account-api';
import { EMAIL_ACCOUNT_NS } from './i18n';
import { TextField } from './form-parts';
import { useSubmit } from './use-submit';

const FIELDS = ['email'] as const;

/** `/forgot`: the account's address; the same answer whether it has an account or not. */
export function ForgotScreen() {
  const { t, i18n } = useTranslation(EMAIL_ACCOUNT_NS);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, run, errorOf, message } = useSubmit(FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = i18n.language as Language;
    if (await run(() => forgotPassword({ email, language }))) setSentTo(email.trim());
  };

  if (sentTo) {
    return (
      <p className="shell-info" role="status" data-testid="forgot-sent">
        {t('forgot.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="shell-form" onSubmit={submit} noValidate data-testid="forgot-form">
      <p className="shell-muted">{t('forgot.intro')}</p>
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errorOf('email')}
      />
      {message && (
        <p className="shell-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="shell-btn shell-btn--primary shell-btn--block" disabled={busy}>
        {busy ? t('signup.submitting') : t('forgot.submit')}
      </button>
    </form>
  );
}
