import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

// The remotes' window on the one router. react-router is not a shared module (a shared module is never
// tree-shaken: the whole 60 KB router would be downloaded on the way to the first question); the shell, which owns
// the router, bundles only what it uses and fills this context from it (the standalone dev harness from its own
// router). Remotes navigate through these hooks and never import react-router.

export interface PortalNavigateOptions {
  replace?: boolean;
  /** Hidden state of the new history entry (the runner's parameters). */
  state?: unknown;
}

export interface PortalLocation {
  pathname: string;
  /** The state of the current history entry (react-router's `location.state`). */
  state: unknown;
}

export interface PortalNavigateProps extends PortalNavigateOptions {
  to: string;
}

export interface PortalRouter {
  navigate: (to: string, options?: PortalNavigateOptions) => void;
  location: PortalLocation;
  /** The router's own redirect element (navigates when rendered). */
  Navigate: ComponentType<PortalNavigateProps>;
}

export const PortalRouterContext = createContext<PortalRouter | null>(null);

function usePortalRouter(): PortalRouter {
  const router = useContext(PortalRouterContext);
  if (!router) throw new Error('PortalRouterContext is missing: render remotes inside the portal router');
  return router;
}

/** `navigate(to, { replace, state })`, like react-router's useNavigate. */
export function usePortalNavigate(): PortalRouter['navigate'] {
  return usePortalRouter().navigate;
}

/** The current path and history state, like react-router's useLocation. */
export function usePortalLocation(): PortalLocation {
  return usePortalRouter().location;
}

/** Redirects when rendered, like react-router's <Navigate>. */
export function PortalNavigate(props: PortalNavigateProps) {
  const { Navigate } = usePortalRouter();
  return <Navigate {...props} />;
}

export interface PortalRouterBridgeProps {
  /** The router's hooks and redirect element (react-router's useNavigate, useLocation, Navigate). */
  useNavigate: () => PortalRouter['navigate'];
  useLocation: () => PortalLocation;
  Navigate: ComponentType<PortalNavigateProps>;
  children: ReactNode;
}

/** Fills PortalRouterContext from a router; render it inside the router, around the remotes. */
export function PortalRouterBridge({
  useNavigate,
  useLocation,
  Navigate,
  children,
}: PortalRouterBridgeProps) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const router = useMemo<PortalRouter>(
    () => ({ navigate, location: { pathname, state }, Navigate }),
    [navigate, pathname, state, Navigate],
  );
  return <PortalRouterContext.Provider value={router}>{children}</PortalRouterContext.Provider>;
}
