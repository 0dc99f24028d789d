/** @jest-environment jsdom */
// The portal's routes in a DOM (memory router, the real store slice of the API): what happens around the
// login screen. The family screens (remotes) are not loaded here.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import type { ActivationRecord } from '@portal/contracts';
import { addNamespace, initI18n } from '@portal/i18n';
import { shellResources, SHELL_NS } from '../i18n';
import type { StartupData } from '../startup';

// react-router needs TextEncoder and RTK Query looks for fetch, which jsdom lacks (nothing is fetched here):
// load them, and the routes, once these exist.
Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });
/* eslint-disable @typescript-eslint/no-require-imports */
const { BrowserRouter, MemoryRouter, useLocation, useRoutes } =
  require('react-router-dom') as typeof import('react-router-dom');
const { portalApi, SIGNED_OUT_EVENT } = require('@portal/api-client') as typeof import('@portal/api-client');
const { enterTarget, portalRoutes } = require('./portal-app') as typeof import('./portal-app');
/* eslint-enable @typescript-eslint/no-require-imports */

const startup: StartupData = {
  families: [],
  staff: null,
  providers: { local: true, google: false, facebook: false, email: false },
  school: {},
  error: null,
};

const record: ActivationRecord = {
  token: 'previous-users-token',
  valid: 1,
  timeLeft: null,
  isspresta: 3,
  teisingu: 70,
  egzaminai: [90],
  user: null,
};

describe('portal routes', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
    addNamespace(SHELL_NS, shellResources);
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  async function mount(path: string, data: StartupData = startup) {
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    const at = { pathname: path };
    // the routes as the portal declares them (a declarative router: the data router wants the Fetch API)
    function Routes() {
      at.pathname = useLocation().pathname;
      return useRoutes(portalRoutes(data));
    }
    await act(async () =>
      root.render(
        <Provider store={store}>
          <MemoryRouter initialEntries={[path]}>
            <Routes />
          </MemoryRouter>
        </Provider>,
      ),
    );
    return { store, at };
  }

  it("a path no route matches is logged as 'Failed to get route' and goes to / (core spec section 8)", async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { at } = await mount('/nowhere');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(at.pathname).toBe('/');
    expect(log).toHaveBeenCalledWith('Failed to get route');
    log.mockRestore();
  });

  it("after a 401 sign-out the API cache is empty: the next account never sees the previous one's record", async () => {
    const { store, at } = await mount('/privacy');
    const queries = () => Object.keys(store.getState().portalApi.queries);
    await act(async () => {
      // the check answer of the account that was signed in (endpoints are injected, hence the cast)
      const upsert = portalApi.util.upsertQueryData as unknown as (
        endpoint: string,
        arg: unknown,
        value: unknown,
      ) => Parameters<typeof store.dispatch>[0];
      await store.dispatch(upsert('check', { family: 'ket' }, record));
    });
    expect(queries()).toHaveLength(1);

    await act(async () => {
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family: 'ket' } }));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(at.pathname).toBe('/');
    expect(queries()).toEqual([]);
  });

  it("mounts the staff console at the manifest's staff route, whose own sign-out does not leave it", async () => {
    const staff = { remoteEntry: '/remotes/staff/remoteEntry.js', remoteName: 'staff', route: '/staff' };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { at } = await mount('/staff', { ...startup, staff });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(at.pathname).toBe('/staff');
    // the remote is not registered here, so its boundary says it could not be loaded (the route exists)
    expect(host.querySelector('[data-testid=remote-failed]')).not.toBeNull();
    await act(async () => {
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family: 'staff' } }));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(at.pathname).toBe('/staff');
    error.mockRestore();
  });

  it('without a staff entry /staff is an unknown address', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { at } = await mount('/staff');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(at.pathname).toBe('/');
    log.mockRestore();
  });

  it('the hand-over: the target and its hidden state are where the router reads them (a demo started from /)', async () => {
    window.history.replaceState(null, '', '/');
    const demo = { usr: 'demo', kate: 'demo', provider: 'demo', language: 'lt' };
    enterTarget({ path: '/testai', state: demo });
    const seen: { pathname?: string; state?: unknown } = {};
    function Probe() {
      const location = useLocation();
      seen.pathname = location.pathname;
      seen.state = location.state;
      return null;
    }
    await act(async () =>
      root.render(
        <BrowserRouter>
          <Probe />
        </BrowserRouter>,
      ),
    );
    expect(seen).toEqual({ pathname: '/testai', state: demo });
    // pushed, not replaced: Back returns to the login screen
    expect(window.history.length).toBeGreaterThan(1);
  });
});
