import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getSession } from '@portal/api-client';
import { isDemo, LoadingBar, markRunnerEnded, useRunnerEnded, useRunnerParams } from '@portal/family-kit';
import { TestRunner } from '@portal/runner';
import { KRAUTUVAI_HOME_ROUTE } from './config';

// The built-in demo set is its own chunk: a signed-in learner's test never downloads it.
const DemoRunner = lazy(() => import(/* webpackChunkName: "krautuvai-demo" */ './demo-runner'));

/**
 * The Forklift (krautuvai) test screen (/testai-krautuvai). Its parameters (usr, kate, provider, language) come from the router
 * state, hidden from the address. usr missing or zero and not 'demo', or no signed-in krautuvai user outside the demo
 * → '/' (second spec section 5). The server's policy gives radio-like answers (four per question; keys 1-5 choose
 * that answer and clear the others), 20 questions, and 30 minutes with the 80 % pass rule, which the spec leaves
 * open for the loader runner (docs/decisions.md, "Families").
 */
export default function KrautuvaiRunner() {
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = useNavigate();
  const demo = isDemo(params);
  const onHome = useCallback(() => navigate(demo ? '/' : KRAUTUVAI_HOME_ROUTE), [navigate, demo]);

  // a reload or Back after the results: this attempt has ended, and a new one is started only from home
  if (ended) return <Navigate to={KRAUTUVAI_HOME_ROUTE} replace />;
  if (!params || (!demo && !getSession('krautuvai'))) return <Navigate to="/" replace />;
  if (demo) {
    return (
      <Suspense fallback={<LoadingBar />}>
        <DemoRunner params={params} onHome={onHome} />
      </Suspense>
    );
  }
  return <TestRunner family="krautuvai" params={params} onHome={onHome} onEnded={markRunnerEnded} />;
}
