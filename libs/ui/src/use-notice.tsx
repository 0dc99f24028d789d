import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { useAppProps } from 'antd/es/app/context';
import type { NoticeApi } from './notice-host';

/** A method whose result is not awaited: it runs once the notice code has loaded. */
type Deferred<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : T[K];
};

/** The modal / message / notification API of antd's App, for dialogs opened from logic. */
export interface Notice {
  modal: Deferred<useAppProps['modal']>;
  message: Deferred<useAppProps['message']>;
  notification: Deferred<useAppProps['notification']>;
}

type Call = (kind: keyof NoticeApi, method: string, args: unknown[]) => void;

const NoticeContext = createContext<Call | null>(null);

// antd's message, notification and modal hooks (their context holders bound to the portal theme) load on the
// first call: no screen on the way to the first question opens one.
const NoticeHost = lazy(() => import(/* webpackChunkName: "ui-notice" */ './notice-host'));

/** Holds the notice API for useNotice (inside the theme's ConfigProvider). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<NoticeApi | null>(null);
  const queue = useRef<Parameters<Call>[]>([]);
  const call = useCallback<Call>((kind, method, args) => {
    const ready = api.current;
    if (ready)
      return void (ready[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
    queue.current.push([kind, method, args]);
    setWanted(true);
  }, []);
  const onReady = useCallback(
    (ready: NoticeApi) => {
      api.current = ready;
      for (const queued of queue.current.splice(0)) call(...queued);
    },
    [call],
  );
  return (
    <NoticeContext.Provider value={call}>
      {wanted && (
        <Suspense fallback={null}>
          <NoticeHost onReady={onReady} />
        </Suspense>
      )}
      {children}
    </NoticeContext.Provider>
  );
}

/** Outside the theme (a component's unit test) rendering works; showing a notice fails loudly. */
const outsideTheme: Call = () => {
  throw new Error('useNotice needs PortalThemeProvider');
};

function deferred<T extends object>(kind: keyof NoticeApi, call: Call): Deferred<T> {
  return new Proxy({} as Deferred<T>, {
    get:
      (_, method) =>
      (...args: unknown[]) =>
        call(kind, String(method), args),
  });
}

/** Modal/message API bound to the portal theme, for dialogs opened from logic (inside PortalThemeProvider). */
export function useNotice(): Notice {
  const call = useContext(NoticeContext) ?? outsideTheme;
  return useMemo(
    () => ({
      modal: deferred<useAppProps['modal']>('modal', call),
      message: deferred<useAppProps['message']>('message', call),
      notification: deferred<useAppProps['notification']>('notification', call),
    }),
    [call],
  );
}
