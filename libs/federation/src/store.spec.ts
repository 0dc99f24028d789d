import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  createPortalStore,
  getPortalStore,
  hasPortalStore,
  injectReducer,
  injectSlice,
  resetPortalStore,
} from './store';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 1 },
  reducers: { add: (state, action: PayloadAction<number>) => void (state.value += action.payload) },
  selectors: { selectValue: (state) => state.value },
});

beforeEach(() => resetPortalStore());

describe('the one portal store (design section 2: remotes inject their slices)', () => {
  it('refuses injection before the store exists', () => {
    expect(hasPortalStore()).toBe(false);
    expect(() => injectSlice(counter)).toThrow(/does not exist yet/);
    expect(() => getPortalStore()).toThrow();
  });

  it('creates one store with the given API reducers and middleware', async () => {
    const seen: string[] = [];
    const api = {
      reducerPath: 'api',
      reducer: (state: { ok: boolean } = { ok: true }) => state,
      middleware: () => (next: (a: unknown) => unknown) => (action: unknown) => {
        seen.push((action as { type: string }).type);
        return next(action);
      },
    };
    const store = await createPortalStore({ apis: [api] });
    expect(store.getState()).toEqual({ api: { ok: true } });
    store.dispatch({ type: 'hello' });
    expect(seen).toContain('hello');
    expect(await createPortalStore()).toBe(store);
    expect(getPortalStore()).toBe(store);
  });

  it('injects a slice at run time: state appears and its actions work', async () => {
    const store = await createPortalStore();
    const injected = injectSlice(counter);
    expect((store.getState() as Record<string, unknown>).counter).toEqual({ value: 1 });
    store.dispatch(counter.actions.add(2));
    expect(injected.selectors.selectValue(store.getState() as never)).toBe(3);
    // injecting again keeps the state
    injectSlice(counter);
    expect((store.getState() as Record<string, { value: number }>).counter.value).toBe(3);
  });

  it('injects a plain reducer', async () => {
    const store = await createPortalStore();
    injectReducer({ reducerPath: 'plain', reducer: (state: number = 7) => state });
    expect((store.getState() as Record<string, unknown>).plain).toBe(7);
  });
});
