/** Where the portal goes once loaded: the navigation that needed it (root.tsx hands it to portal-app.tsx). */
export interface PortalTarget {
  path: string;
  state?: unknown;
  replace?: boolean;
}
