import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Provider, useDispatch } from 'react-redux';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { SOCIAL_CALLBACK_ROUTE, type Language } from '@portal/contracts';
import { getSession, portalApi, SIGNED_OUT_EVENT, STAFF_SESSION } from '@portal/api-client';
import {
  createPortalStore,
  FamilyRemoteView,
  PortalRouterBridge,
  SchoolLinksContext,
  StaffConsoleView,
} from '@portal/federation';
import { i18n, pickLocalized, toLanguage, useTranslation } from '@portal/i18n';
import { loadPortalLocale, PortalThemeProvider } from '@portal/ui';
import { NavigationContext, setLoginNotice, StartupContext, type Go, type Navigation } from '../navigation';
import { AuthCallback } from '../public/auth-callback';
import { LoginPage } from '../public/login-page';
import { PrivacyPage } from '../public/privacy-page';
import { PublicScreen } from '../public/public-screen';
import {
  demoLinkState,
  EMAIL_ACCOUNT_PATHS,
  familyRoutes,
  logFailedRoute,
  LOGIN_ROUTE,
  needsSession,
  PAYMENT_ROUTE,
  PRIVACY_ROUTE,
  staffRoute,
  type FamilyRoute,
} from '../routes';
import type { StartupData } from '../startup';
import type { PortalTarget } from './portal-target';

/** The payment page: a chunk of its own, loaded when opened (the way to the first question does not carry it). */
const PaymentPage = lazy(() => import('../payments/payment-page'));

/** A family's Landing or Runner, from its remote, inside a RemoteBoundary. */
function FamilyScreen({ route }: { route: FamilyRoute }) {
  const { family, part } = route;
  const location = useLocation();
  const { t, i18n } = useTranslation('shell');

  useEffect(() => {
    document.title = `${pickLocalized(family.labels, i18n.language)} · ${t('title')}`;
  }, [family, i18n.language, t]);

  if (part === 'Runner') {
    // a demo link: start the demo with its parameters moved into the hidden router state (clean address)
    const demoLink = demoLinkState(location.search, i18n.language);
    if (demoLink) return <Navigate to={location.pathname} replace state={demoLink} />;
  }
  if (needsSession(family) && !getSession(family.id)) {
    // a landing without a session for its family goes to the login screen; the runner too, except the demo
    const demo = part === 'Runner' && (location.state as { usr?: unknown } | null)?.usr === 'demo';
    if (!demo) return <Navigate to={LOGIN_ROUTE} replace />;
  }
  return <FamilyRemoteView key={`${family.id}:${part}`} family={family.id} part={part} />;
}

/**
 * 401 from the API (SIGNED_OUT_EVENT, fired by the API client after clearing the family's session) → '/'. The
 * staff console's own session ('staff' scope) is not the shell's: the console shows its sign-in form instead.
 */
function useSignedOutRedirect() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  useEffect(() => {
    const onSignedOut = (event: Event) => {
      if ((event as CustomEvent<{ family?: string } | null>).detail?.family === STAFF_SESSION) return;
      setLoginNotice({ kind: 'info', text: t('login.signedOut') });
      navigate(LOGIN_ROUTE, { replace: true });
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [navigate, t]);
}

/**
 * Every sign-in starts from an empty API cache: on the login screen (after a 401, a logout or going back to it)
 * the cached records and tokens of the previous account are dropped, so the next account signing in to the same
 * family never sees them for a moment. The family's screens are gone by then, so nothing refetches.
 */
function useFreshCacheOnLogin() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    if (pathname === LOGIN_ROUTE) dispatch(portalApi.util.resetApiState());
  }, [pathname, dispatch]);
}

function PortalLayout() {
  useSignedOutRedirect();
  useFreshCacheOnLogin();
  // the remotes navigate through @portal/federation's hooks (react-router is not shared with them)
  return (
    <PortalRouterBridge useNavigate={useNavigate} useLocation={useLocation} Navigate={Navigate}>
      <Outlet />
    </PortalRouterBridge>
  );
}

/** An address no route matches goes to '/', logged as the spec says (core spec section 8). */
function UnknownRoute() {
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    logFailedRoute();
  }, []);
  return <Navigate to={LOGIN_ROUTE} replace />;
}

/**
 * The routes: the shell's own screens, each offered family's home and runner routes, the staff console (a remote
 * with its own sign-in, mounted at the manifest's staff route); anything else → '/'.
 */
export function portalRoutes(startup: StartupData): RouteObject[] {
  const staffPath = staffRoute(startup.staff, startup.families);
  return [
    {
      element: <PortalLayout />,
      children: [
        { path: LOGIN_ROUTE, element: <LoginPage /> },
        { path: PRIVACY_ROUTE, element: <PrivacyPage /> },
        { path: SOCIAL_CALLBACK_ROUTE, element: <AuthCallback /> },
        {
          path: PAYMENT_ROUTE,
          element: (
            <Suspense fallback={null}>
              <PaymentPage families={startup.families} />
            </Suspense>
          ),
        },
        ...EMAIL_ACCOUNT_PATHS.map((path) => ({ path, element: <PublicScreen path={path} /> })),
        ...familyRoutes(startup.families).map((route) => ({
          path: route.path,
          element: <FamilyScreen route={route} />,
        })),
        ...(staffPath ? [{ path: staffPath, element: <StaffConsoleView /> }] : []),
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ];
}

/** antd theme and locale in the current language (re-rendered when the language changes). */
function themeLanguage(language: string): Language {
  return toLanguage(language);
}

function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = themeLanguage(i18n.language);
  return <PortalThemeProvider language={language}>{children}</PortalThemeProvider>;
}

/** What preparePortal waits for besides this chunk, started ahead by the login screen's preload (issue 30). */
export function preloadPortalParts(): Promise<unknown> {
  return loadPortalLocale(themeLanguage(i18n.language));
}

/**
 * Puts the target (the screen the learner asked for on the login screen, with its hidden state) in the browser's
 * history before the router reads it, as the router's own navigation would: its state under `usr` (what the
 * router hands to useLocation().state), a fresh `key`; the router numbers the entry when it starts.
 */
export function enterTarget(target: PortalTarget | null, history: History = window.history): void {
  if (!target) return;
  const entry = { usr: target.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  if (target.path !== window.location.pathname) {
    if (target.replace) history.replaceState(entry, '', target.path);
    else history.pushState(entry, '', target.path);
  } else if (target.state !== undefined) {
    history.replaceState(entry, '', target.path);
  }
}

/**
 * Creates the ONE Redux store (portalApi + slices injected by remotes), the router and the theme, then
 * navigates to the target. A declarative router (BrowserRouter and the route objects): the portal loads no data
 * through routes, and react-router's data router would bring its loader and fetcher machinery onto the way to
 * the first question (issue 30).
 */
export async function preparePortal(
  startup: StartupData,
  target: PortalTarget | null,
): Promise<ComponentType> {
  const [store] = await Promise.all([
    createPortalStore({ apis: [portalApi], devTools: process.env.NODE_ENV !== 'production' }),
    // antd's texts in the current language from the first themed render on
    loadPortalLocale(themeLanguage(i18n.language)),
  ]);
  const routes = portalRoutes(startup);
  enterTarget(target);
  // `go` for the screens (the portal's NavigationContext) navigates through the router once it has rendered
  const navigateTo: { current: NavigateFunction | null } = { current: null };
  const go: Go = (path, state, options) =>
    void navigateTo.current?.(path, { state, replace: options?.replace });
  const PortalRoutes = () => {
    const navigate = useNavigate();
    useLayoutEffect(() => {
      navigateTo.current = navigate;
    }, [navigate]);
    return useRoutes(routes);
  };

  return function Portal() {
    const navigation = useMemo<Navigation>(() => ({ go, pending: false }), []);
    return (
      <Provider store={store}>
        <Themed>
          <StartupContext.Provider value={startup}>
            <SchoolLinksContext.Provider value={startup.school}>
              <NavigationContext.Provider value={navigation}>
                <BrowserRouter>
                  <PortalRoutes />
                </BrowserRouter>
              </NavigationContext.Provider>
            </SchoolLinksContext.Provider>
          </StartupContext.Provider>
        </Themed>
      </Provider>
    );
  };
}
