// What ../webpack.config.js provides to the shared standalone entry (and ../typecheck.js to its type-check).
declare const __PORTAL_FAMILY__: string;
declare module 'portal-family-remote' {
  const remote: import('@portal/federation').FamilyRemote;
  export default remote;
}
