import { useState, type FormEvent } from 'react';
import type { Language } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { signup } from './email-account-api';
import { EMAIL_ACCOUNT_NS } from './i18n';
import { TextField } from './form-parts';
import { useSubmit } from './use-submit';

const FIELDS = ['name', 'email', 'password'] as const;

/** `/signup`: name, e-mail and password; the API e-mails a confirmation link (in the screen's language). */
export function SignupScreen() {
  const { t, i18n } = useTranslation(EMAIL_ACCOUNT_NS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, run, errorOf, message } = useSubmit(FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = i18n.language as Language;
    if (await run(() => signup({ name, email, password, language }))) setSentTo(email.trim());
  };

  if (sentTo) {
    return (
      <p className="shell-info" role="status" data-testid="signup-sent">
        {t('signup.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="shell-form" onSubmit={submit} noValidate data-testid="signup-form">
      <p className="shell-muted">{t('signup.intro')}</p>
      <TextField
        label={t('signup.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errorOf('name')}
      />
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
      <TextField
        label={t('signup.password')}
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
        {busy ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
