/** @jest-environment jsdom */
// The category selector when the categories cannot be loaded: the failure is reported (core spec section 8,
// 'Įvyko klaida: {detail}') and a retry stays under the select.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '@portal/i18n';
import { CategorySelector } from './category-selector';

const query = {
  data: undefined as unknown,
  isLoading: false,
  isFetching: false,
  error: undefined as unknown,
  refetch: jest.fn(),
};
jest.mock('@portal/api-client', () => ({
  // only the pure helper (the package entry would build the RTK API, which wants fetch)
  errorDetail: jest.requireActual('../../../api-client/src/error-detail').errorDetail,
  useFamilyCategoriesQuery: () => query,
}));

describe('CategorySelector in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    query.data = undefined;
    query.error = undefined;
    query.refetch.mockClear();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const byId = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

  it('a failed load is reported once and shown with a retry', async () => {
    query.error = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    const onError = jest.fn();
    await act(async () => root.render(<CategorySelector onBegin={() => undefined} onError={onError} />));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(query.error);
    expect(byId('categories-error')?.textContent).toContain('Įvyko klaida: Nepavyko susisiekti su serveriu');
    await act(async () => byId('categories-retry')!.click());
    expect(query.refetch).toHaveBeenCalled();
    await act(async () => root.render(<CategorySelector onBegin={() => undefined} onError={onError} />));
    expect(onError).toHaveBeenCalledTimes(1); // the same failure is not reported again
  });

  it('a 401 is left to the sign-out; a successful load shows no error', async () => {
    query.error = { status: 401, data: { code: 'unauthorized', message: 'Reikia prisijungti' } };
    const onError = jest.fn();
    await act(async () => root.render(<CategorySelector onBegin={() => undefined} onError={onError} />));
    expect(onError).not.toHaveBeenCalled();
    expect(byId('categories-error')).toBeNull();
    query.error = undefined;
    query.data = [{ value: 'B', type: 'B', viewValue: 'B', disabled: false, lt: 'B', ru: 'B', en: 'B' }];
    await act(async () => root.render(<CategorySelector onBegin={() => undefined} onError={onError} />));
    expect(byId('categories-error')).toBeNull();
  });
});
