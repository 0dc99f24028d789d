import type {
  CombinedSliceReducer,
  EnhancedStore,
  Middleware,
  Reducer,
  UnknownAction,
} from '@reduxjs/toolkit';

/**
 * The ONE Redux store of the portal (design section 2): created by the shell (and by a remote's standalone dev
 * entry), with the RTK Query API(s) in it and every other slice injected at run time by the remote that owns
 * it. `@reduxjs/toolkit` is imported only when the store is created, so the login screen (which imports this
 * library to register the remotes) does not download Redux.
 */

/** Interface merged by remotes that want typed state: `declare module '@portal/federation' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** What an RTK Query API (`createApi`) brings to the store. */
export interface StoreApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** Something that can be injected: a slice or `{ reducerPath, reducer }`. */
export interface SliceLike {
  reducerPath: string;
  reducer: Reducer;
}

export type PortalRootReducer = CombinedSliceReducer<
  Record<string, unknown>,
  Record<string, unknown> & Partial<LazyLoadedSlices>
>;
export type PortalStore = EnhancedStore;

interface Current {
  store: PortalStore;
  rootReducer: PortalRootReducer;
  addMiddleware: (...middleware: Middleware[]) => void;
}

let current: Current | null = null;

export interface CreatePortalStoreOptions {
  /** RTK Query APIs (the shell passes `portalApi`): reducer and middleware. */
  apis?: StoreApi[];
  /** Slices known when the store is made. */
  slices?: SliceLike[];
  /** Connect the Redux DevTools extension (default false; the shell turns it on in development). */
  devTools?: boolean;
}

/**
 * Creates the portal's store: `combineSlices(...).withLazyLoadedSlices()` so remotes can inject slices, the
 * APIs' middleware, and a dynamic middleware so remotes can add theirs. Creating it a second time returns the
 * first one (there is one store per page).
 */
export async function createPortalStore(options: CreatePortalStoreOptions = {}): Promise<PortalStore> {
  if (current) return current.store;
  const { combineSlices, configureStore, createDynamicMiddleware } = await import('@reduxjs/toolkit');
  if (current) return (current as Current).store;
  const apis = options.apis ?? [];
  const slices = options.slices ?? [];
  const rootReducer = combineSlices(
    ...apis,
    ...slices,
  ).withLazyLoadedSlices<LazyLoadedSlices>() as unknown as PortalRootReducer;
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer as Reducer,
    middleware: (getDefault) => getDefault().concat(...apis.map((api) => api.middleware), dynamic.middleware),
    devTools: options.devTools ?? false,
  }) as PortalStore;
  current = {
    store,
    rootReducer,
    addMiddleware: (...middleware) => void dynamic.addMiddleware(...middleware),
  };
  return store;
}

function requireCurrent(what: string): Current {
  if (!current) {
    throw new Error(
      `${what}: the portal store does not exist yet (the shell creates it before it loads a remote)`,
    );
  }
  return current;
}

/** The portal's store (throws before the shell created it). */
export function getPortalStore(): PortalStore {
  return requireCurrent('getPortalStore').store;
}

/** Whether the store exists yet. */
export function hasPortalStore(): boolean {
  return current !== null;
}

/**
 * Injects a remote's slice into the one store and returns the injected slice (its selectors work even before
 * the first action reaches it). Call it at module level in the remote: `export const examSlice =
 * injectSlice(createSlice({...}))`. Injecting the same slice again is harmless.
 */
export function injectSlice<
  S extends { reducerPath: string; reducer: Reducer; injectInto: (injectable: PortalRootReducer) => unknown },
>(slice: S): ReturnType<S['injectInto']> {
  const { store, rootReducer } = requireCurrent('injectSlice');
  const injected = slice.injectInto(rootReducer) as ReturnType<S['injectInto']>;
  store.dispatch({ type: `@@portal/injected/${slice.reducerPath}` } satisfies UnknownAction);
  return injected;
}

/** Injects a plain `{ reducerPath, reducer }` (for reducers that are not slices). */
export function injectReducer(slice: SliceLike): void {
  const { store, rootReducer } = requireCurrent('injectReducer');
  rootReducer.inject(slice as never);
  store.dispatch({ type: `@@portal/injected/${slice.reducerPath}` });
}

/** Adds middleware to the running store (e.g. a remote's listener middleware). */
export function addPortalMiddleware(...middleware: Middleware[]): void {
  requireCurrent('addPortalMiddleware').addMiddleware(...middleware);
}

/** An RTK Query API created by a remote itself: its reducer and its middleware. */
export function injectApi(api: StoreApi): void {
  injectReducer(api);
  addPortalMiddleware(api.middleware);
}

/** Test helper: forget the store. */
export function resetPortalStore(): void {
  current = null;
}
