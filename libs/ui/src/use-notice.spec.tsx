/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NoticeProvider, useNotice, type Notice } from './use-notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// antd's hooks stand-in: the host that loads on the first call
const api = { modal: { error: jest.fn() }, message: { success: jest.fn() }, notification: {} };
const hostMounts = jest.fn();
jest.mock('./notice-host', () => ({
  __esModule: true,
  default: function FakeHost({ onReady }: { onReady: (a: unknown) => void }) {
    useEffect(() => {
      hostMounts();
      onReady(api);
    }, [onReady]);
    return null;
  },
}));

let container: HTMLDivElement;
let root: Root;
const seen = jest.fn<void, [Notice]>();
function Consumer() {
  seen(useNotice());
  return null;
}
const notice = (): Notice => seen.mock.calls[seen.mock.calls.length - 1][0];
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('useNotice: antd’s notice hooks load on the first call', () => {
  it('loads nothing until called, then runs the queued call and the next ones', async () => {
    await act(async () =>
      root.render(
        <NoticeProvider>
          <Consumer />
        </NoticeProvider>,
      ),
    );
    expect(hostMounts).not.toHaveBeenCalled();

    await act(async () => notice().modal.error({ title: 'Įvyko klaida' }));
    expect(hostMounts).toHaveBeenCalledTimes(1);
    expect(api.modal.error).toHaveBeenCalledWith({ title: 'Įvyko klaida' });

    await act(async () => notice().message.success('sent'));
    expect(api.message.success).toHaveBeenCalledWith('sent');
    expect(hostMounts).toHaveBeenCalledTimes(1);
  });

  it('renders outside the theme provider, but showing a notice there fails loudly', () => {
    act(() => root.render(<Consumer />));
    expect(() => notice().modal.error({ title: 'x' })).toThrow(/PortalThemeProvider/);
  });
});
