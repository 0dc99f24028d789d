import { useId, useState, type FormEvent } from 'react';
import type { FamilyManifestEntry } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useNavigation } from '../navigation';
import { EyeIcon } from './icons';
import { signInWithAccount, storeSession, type SignInFailure } from './sign-in';

/** Account sign-in: username + password, `POST /api/auth/login`, then the family's landing. */
export function AccountForm({ family }: { family: FamilyManifestEntry }) {
  const { t } = useTranslation(['shell', 'common']);
  const { go, preload } = useNavigation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const userId = useId();
  const passwordId = useId();
  const errorId = useId();

  const message = (f: SignInFailure) =>
    typeof f === 'string' ? t(`shell:account.${f}`) : t('common:errors.generic', { detail: f.detail });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    if (username.trim() && password) preload?.(family.id);
    const result = await signInWithAccount(username, password);
    if (!result.ok) {
      setFailure(result.failure);
      setBusy(false);
      return;
    }
    await storeSession(family.id, result.session.accessToken, result.session.user);
    go(family.homeRoute);
  };

  return (
    <form
      className="shell-form"
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? errorId : undefined}
    >
      <div className="shell-field">
        <label htmlFor={userId}>{t('shell:account.username')}</label>
        <input
          id={userId}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={failure === 'required' && !username.trim() ? true : undefined}
        />
      </div>
      <div className="shell-field">
        <label htmlFor={passwordId}>{t('shell:account.password')}</label>
        <div className="shell-password">
          <input
            id={passwordId}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={failure === 'required' && !password ? true : undefined}
          />
          <button
            type="button"
            className="shell-password__toggle"
            aria-pressed={showPassword}
            aria-label={showPassword ? t('shell:account.hidePassword') : t('shell:account.showPassword')}
            title={showPassword ? t('shell:account.hidePassword') : t('shell:account.showPassword')}
            onClick={() => setShowPassword((s) => !s)}
          >
            <EyeIcon open={!showPassword} />
          </button>
        </div>
      </div>
      {failure && (
        <p id={errorId} className="shell-error" role="alert">
          {message(failure)}
        </p>
      )}
      <button type="submit" className="shell-btn shell-btn--primary shell-btn--block" disabled={busy}>
        {busy ? t('shell:account.submitting') : t('shell:account.submit')}
      </button>
    </form>
  );
}
