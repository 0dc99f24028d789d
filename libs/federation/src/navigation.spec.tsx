/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  PortalNavigate,
  PortalRouterBridge,
  usePortalLocation,
  usePortalNavigate,
  type PortalLocation,
  type PortalNavigateProps,
} from './navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// a stand-in router: what the shell's react-router hands over through the bridge
let location: PortalLocation = { pathname: '/home', state: { usr: 7 } };
const navigate = jest.fn();
const redirects: PortalNavigateProps[] = [];
function FakeNavigate(props: PortalNavigateProps) {
  useEffect(() => void redirects.push(props));
  return null;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
  navigate.mockReset();
  redirects.length = 0;
});
afterEach(() => act(() => root.unmount()));

function bridged(children: React.ReactNode) {
  return (
    <PortalRouterBridge useNavigate={() => navigate} useLocation={() => location} Navigate={FakeNavigate}>
      {children}
    </PortalRouterBridge>
  );
}

describe('the remotes navigate through the shell router (PortalRouterBridge)', () => {
  it('usePortalNavigate and usePortalLocation are the router’s', () => {
    const seen = jest.fn<void, [PortalLocation]>();
    function Screen() {
      const go = usePortalNavigate();
      seen(usePortalLocation());
      return <button onClick={() => go('/testai', { state: { usr: 7 } })} />;
    }
    act(() => root.render(bridged(<Screen />)));
    expect(seen).toHaveBeenLastCalledWith({ pathname: '/home', state: { usr: 7 } });
    act(() => container.querySelector('button')?.click());
    expect(navigate).toHaveBeenCalledWith('/testai', { state: { usr: 7 } });

    location = { pathname: '/testai', state: 'x' };
    act(() => root.render(bridged(<Screen />)));
    expect(seen).toHaveBeenLastCalledWith({ pathname: '/testai', state: 'x' });
  });

  it('PortalNavigate renders the router’s redirect', () => {
    act(() => root.render(bridged(<PortalNavigate to="/" replace />)));
    expect(redirects).toEqual([{ to: '/', replace: true }]);
  });

  it('outside a router the hooks fail loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      usePortalNavigate();
      return null;
    }
    expect(() => act(() => root.render(<Lost />))).toThrow(/PortalRouterContext is missing/);
    jest.restoreAllMocks();
  });
});
