/** @jest-environment jsdom */
// The runner route as the remotes mount it (apps/*/src/app/runner.tsx), in a browser router over jsdom's real
// history: a reload mid-test resumes with the same parameters, but once the results show (markRunnerEnded) a
// reload or Back to that entry goes home and starts no new attempt.
import { TextDecoder, TextEncoder } from 'node:util';
import { act, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { markRunnerEnded, runnerState, type RunnerRouteState } from './logic/runner-params';

// react-router needs TextEncoder, which jsdom lacks: load it (and what uses it) once it exists.
Object.assign(globalThis, { TextEncoder, TextDecoder });
/* eslint-disable @typescript-eslint/no-require-imports */
const { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } =
  require('react-router-dom') as typeof import('react-router-dom');
const { PortalRouterBridge } = require('@portal/federation') as typeof import('@portal/federation');
const { useRunnerEnded, useRunnerParams } =
  require('./use-runner-params') as typeof import('./use-runner-params');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every mount of the test screen with parameters, i.e. every call that would start or resume an attempt. */
const starts: RunnerRouteState[] = [];
let at = '';

function Runner() {
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = useNavigate();
  if (ended) return <Navigate to="/home" replace />;
  if (!params) return <Navigate to="/" replace />;
  return <TestScreen params={params} onHome={() => navigate('/home')} />;
}

function TestScreen({ params, onHome }: { params: RunnerRouteState; onHome: () => void }) {
  // the runner starts (or resumes) its attempt once per mount
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    starts.push(params);
  }, [params]);
  return (
    <div>
      <button data-testid="results" onClick={() => markRunnerEnded()} />
      <button data-testid="home" onClick={onHome} />
    </div>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <button
      data-testid="begin"
      onClick={() => navigate('/testai', { state: runnerState({ id: 7, provider: 'local' }, 'B', 'lt') })}
    />
  );
}

function Where() {
  const path = useLocation().pathname;
  useEffect(() => {
    at = path;
  });
  return null;
}

describe('runner route: reload and Back after the results start no new attempt', () => {
  let host: HTMLDivElement;
  let root: Root;
  const page = () => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() =>
      root.render(
        <BrowserRouter>
          <PortalRouterBridge useNavigate={useNavigate} useLocation={useLocation} Navigate={Navigate}>
            <Where />
            <Routes>
              <Route path="/" element={<div data-testid="login" />} />
              <Route path="/home" element={<Home />} />
              <Route path="/testai" element={<Runner />} />
            </Routes>
          </PortalRouterBridge>
        </BrowserRouter>,
      ),
    );
  };
  /** F5: the page goes and comes back; the browser keeps the history entry and its state. */
  const reload = () => {
    act(() => root.unmount());
    host.remove();
    page();
  };
  const click = (id: string) =>
    act(() => (host.querySelector(`[data-testid="${id}"]`) as HTMLElement).click());
  const back = () =>
    act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 30));
    });

  beforeEach(() => {
    starts.length = 0;
    window.history.replaceState(null, '', '/home');
    page();
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('Begin starts; a reload mid-test resumes with the same parameters', () => {
    click('begin');
    expect(at).toBe('/testai');
    expect(starts).toEqual([{ usr: '7', kate: 'B', provider: 'local', language: 'lt' }]);
    reload();
    expect(at).toBe('/testai');
    expect(starts).toHaveLength(2);
    expect(starts[1]).toEqual(starts[0]);
  });

  it('a reload of the results goes home', () => {
    click('begin');
    click('results');
    expect(at).toBe('/testai'); // the results stay on screen
    reload();
    expect(at).toBe('/home');
    expect(starts).toHaveLength(1);
  });

  it('Back from home to the results goes home again; Begin still starts a test', async () => {
    click('begin');
    click('results');
    click('home');
    expect(at).toBe('/home');
    await back();
    expect(at).toBe('/home');
    expect(starts).toHaveLength(1);
    click('begin');
    expect(at).toBe('/testai');
    expect(starts).toHaveLength(2);
  });
});
