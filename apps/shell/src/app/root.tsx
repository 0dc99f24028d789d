import { lazy, useCallback, useEffect, useMemo, useState, useTransition, type ComponentType } from 'react';
import { RemoteBoundary } from '@portal/federation';
import { useTranslation } from '@portal/i18n';
import { NavigationContext, StartupContext, type Go, type Navigation } from './navigation';
import type { PortalTarget } from './portal/portal-target';
import { preloadFamily } from './public/preload-family';
import { PublicScreen } from './public/public-screen';
import { isPublicPath, normalizePath } from './routes';
import { Splash } from './splash';
import type { StartupData } from './startup';

const importPortal = () => import(/* webpackChunkName: "portal" */ './portal/portal-app');

/** The rest of the portal (router, store, theme, family routes), loaded on the first navigation that needs it. */
function loadPortal(startup: StartupData, target: PortalTarget | null) {
  return lazy(async () => {
    const { preparePortal } = await importPortal();
    return { default: await preparePortal(startup, target) };
  });
}

/**
 * The shell's root. The login screen, the privacy page and the social-sign-in callback render without the
 * router, Redux and antd (the login screen's JavaScript budget is 150 KB gzipped and the shared router alone
 * is about 65 KB). The first navigation to a family's screen hands over to the portal: router + store +
 * theme, which then owns every route, '/' included.
 */
export function Root({ startup }: { startup: StartupData }) {
  const { t } = useTranslation('shell');
  const [path, setPath] = useState(() => normalizePath(window.location.pathname));
  const [target, setTarget] = useState<PortalTarget | null>(() =>
    isPublicPath(window.location.pathname) ? null : { path },
  );
  const [Portal, setPortal] = useState<ComponentType | null>(() =>
    target ? loadPortal(startup, null) : null,
  );
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (Portal) return;
    const onPop = () => setPath(normalizePath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [Portal]);

  const go = useCallback<Go>(
    (to, state, options) => {
      const next = normalizePath(to);
      if (isPublicPath(next)) {
        if (options?.replace) window.history.replaceState(null, '', next);
        else window.history.pushState(null, '', next);
        setPath(next);
        window.scrollTo(0, 0);
        return;
      }
      const portalTarget = { path: next, state, replace: options?.replace };
      // a transition keeps the current screen on view while the portal loads
      startTransition(() => {
        setTarget(portalTarget);
        setPortal(() => loadPortal(startup, portalTarget));
      });
    },
    [startup],
  );
  const navigation = useMemo<Navigation>(
    () => ({
      go,
      pending,
      preload: (family) => preloadFamily(family, () => importPortal().then((m) => m.preloadPortalParts())),
    }),
    [go, pending],
  );

  if (Portal) {
    return (
      <RemoteBoundary
        name="portal"
        onRetry={() => setPortal(() => loadPortal(startup, target))}
        fallback={<Splash label={t('portal.loading')} />}
      >
        <Portal />
      </RemoteBoundary>
    );
  }
  return (
    <StartupContext.Provider value={startup}>
      <NavigationContext.Provider value={navigation}>
        <PublicScreen path={path} />
      </NavigationContext.Provider>
    </StartupContext.Provider>
  );
}
