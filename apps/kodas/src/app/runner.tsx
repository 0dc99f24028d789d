import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getSession } from '@portal/api-client';
import { isDemo, LoadingBar, markRunnerEnded, useRunnerEnded, useRunnerParams } from '@portal/family-kit';
import { TestRunner } from '@portal/runner';
import { KODAS_HOME_ROUTE } from './config';

// The built-in demo set is its own chunk: a signed-in learner's test never downloads it.
const DemoRunner = lazy(() => import(/* webpackChunkName: "kodas-demo" */ './demo-runner'));

/**
 * The Code 95 test screen (/testai-kodas). Its parameters (usr, kate, provider, language) come from the router
 * state, hidden from the address. usr missing or zero and not 'demo', or no signed-in kodas user outside the demo
 * → '/' (second spec section 5). The server's policy gives multi-answer keys, '+2' badges and points scoring
 * (40 points, pass at half); the runner shows the points line of the server's result.
 */
export default function KodasRunner() {
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = useNavigate();
  const demo = isDemo(params);
  const onHome = useCallback(() => navigate(demo ? '/' : KODAS_HOME_ROUTE), [navigate, demo]);

  // a reload or Back after the results: this attempt has ended, and a new one is started only from home
  if (ended) return <Navigate to={KODAS_HOME_ROUTE} replace />;
  if (!params || (!demo && !getSession('kodas'))) return <Navigate to="/" replace />;
  if (demo) {
    return (
      <Suspense fallback={<LoadingBar />}>
        <DemoRunner params={params} onHome={onHome} />
      </Suspense>
    );
  }
  return <TestRunner family="kodas" params={params} onHome={onHome} onEnded={markRunnerEnded} />;
}
