// The Module Federation glue of the portal: the remote contract, run-time registration of the family remotes and
// of the staff console's remote, the boundary every remote is mounted in, the one Redux store (with slice
// injection), and logout.
// Kept small on purpose: the login screen imports this library, so nothing here may pull antd, the runner,
// Redux or a remote at module load.
export type { FamilyRemote, FamilyRemoteModule, RunnerParams } from './remote-contract';
export {
  registerFamilyRemotes,
  loadFamilyRemote,
  retryFamilyRemote,
  getFamilyEntry,
  getRegisteredFamilies,
  enabledFamilies,
  resetFamilyRegistry,
} from './registry';
export { RemoteBoundary, RemoteFailed, RemoteLoading, type RemoteBoundaryProps } from './remote-boundary';
export { FamilyRemoteView, type FamilyRemoteViewProps } from './family-remote-view';
export {
  registerStaffConsole,
  getStaffConsoleEntry,
  loadStaffConsole,
  retryStaffConsole,
  resetStaffConsole,
  StaffConsoleView,
  STAFF_CONSOLE_EXPOSE,
  type StaffConsoleModule,
} from './staff-console';
export {
  createPortalStore,
  getPortalStore,
  hasPortalStore,
  injectSlice,
  injectReducer,
  injectApi,
  addPortalMiddleware,
  resetPortalStore,
  type LazyLoadedSlices,
  type PortalStore,
  type PortalRootReducer,
  type StoreApi,
  type SliceLike,
  type CreatePortalStoreOptions,
} from './store';
export { logout, clearStorageExceptLanguage, LOGOUT_EVENT } from './logout';
export { FEDERATION_NS, federationResources, ensureFederationStrings } from './strings';
export {
  PortalRouterBridge,
  PortalRouterContext,
  PortalNavigate,
  usePortalLocation,
  usePortalNavigate,
  type PortalLocation,
  type PortalNavigateOptions,
  type PortalNavigateProps,
  type PortalRouter,
  type PortalRouterBridgeProps,
} from './navigation';
export { SchoolLinksContext, useSchoolLinks, withSchoolLinks } from './school-links';
