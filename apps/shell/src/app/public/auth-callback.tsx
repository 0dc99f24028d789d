import { useEffect, useRef } from 'react';
import { useTranslation } from '@portal/i18n';
import { setLoginNotice, useNavigation, useStartup } from '../navigation';
import { LOGIN_ROUTE, parseCallbackFragment } from '../routes';
import { fetchMe, storeSession } from './sign-in';
import { Splash } from '../splash';

/**
 * `/auth/callback` after a social sign-in: reads `#accessToken=...&family=...` (or `#error=...`), asks
 * `GET /api/auth/me` with the token, stores the session for that family and opens the family's landing.
 * On an error the login screen opens with the message.
 */
export function AuthCallback() {
  const { t } = useTranslation('shell');
  const { families } = useStartup();
  const { go } = useNavigation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = parseCallbackFragment(window.location.hash);
    // the token must not stay in the address bar or in the history
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = (detail: string) => {
      setLoginNotice({
        kind: 'error',
        text: /cancel|denied/i.test(detail) ? t('callback.cancelled') : t('callback.failed', { detail }),
      });
      go(LOGIN_ROUTE, undefined, { replace: true });
    };
    if (!result.ok) return fail(result.error);
    const family = families.find((f) => f.id === result.family);
    if (!family || family.kind !== 'enrolled') return fail(t('callback.badFamily'));
    fetchMe(result.accessToken)
      .then((user) => storeSession(family.id, result.accessToken, user))
      .then(() => go(family.homeRoute, undefined, { replace: true }))
      .catch((error: Error) => fail(error.message));
  }, [families, go, t]);

  return <Splash label={t('callback.working')} />;
}
