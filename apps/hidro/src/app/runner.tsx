import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getSession } from '@portal/api-client';
import { isDemo, LoadingBar, markRunnerEnded, useRunnerEnded, useRunnerParams } from '@portal/family-kit';
import { TestRunner } from '@portal/runner';
import { HIDRO_HOME_ROUTE } from './config';

// The built-in demo set is its own chunk: a signed-in learner's test never downloads it.
const DemoRunner = lazy(() => import(/* webpackChunkName: "hidro-demo" */ './demo-runner'));

/**
 * The Hydraulic crane (hidro) test screen (/testai-hidro). Its parameters (usr, kate, provider, language) come from the router
 * state, hidden from the address. usr missing or zero and not 'demo', or no signed-in hidro user outside the demo
 * → '/' (second spec section 5). The server's policy gives one answer per question (keys 1-5 choose that answer
 * and clear the others), 20 questions, 30 minutes and the 80 % pass rule.
 */
export default function HidroRunner() {
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = useNavigate();
  const demo = isDemo(params);
  const onHome = useCallback(() => navigate(demo ? '/' : HIDRO_HOME_ROUTE), [navigate, demo]);

  // a reload or Back after the results: this attempt has ended, and a new one is started only from home
  if (ended) return <Navigate to={HIDRO_HOME_ROUTE} replace />;
  if (!params || (!demo && !getSession('hidro'))) return <Navigate to="/" replace />;
  if (demo) {
    return (
      <Suspense fallback={<LoadingBar />}>
        <DemoRunner params={params} onHome={onHome} />
      </Suspense>
    );
  }
  return <TestRunner family="hidro" params={params} onHome={onHome} onEnded={markRunnerEnded} />;
}
