import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getSession } from '@portal/api-client';
import { isDemo, LoadingBar, markRunnerEnded, useRunnerEnded, useRunnerParams } from '@portal/family-kit';
import { TestRunner } from '@portal/runner';
import { KET_HOME_ROUTE } from './config';

// The built-in demo set is its own chunk: a signed-in learner's test never downloads it.
const DemoRunner = lazy(() => import(/* webpackChunkName: "ket-demo" */ './demo-runner'));

/**
 * The KET test screen (/testai). Its parameters come from the router state, hidden from the address (core spec
 * section 2). usr missing or zero and not 'demo', or no signed-in KET user outside the demo → '/'.
 */
export default function KetRunner() {
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = useNavigate();
  const demo = isDemo(params);
  const onHome = useCallback(() => navigate(demo ? '/' : KET_HOME_ROUTE), [navigate, demo]);

  // a reload or Back after the results: this attempt has ended, and a new one is started only from home
  if (ended) return <Navigate to={KET_HOME_ROUTE} replace />;
  if (!params || (!demo && !getSession('ket'))) return <Navigate to="/" replace />;
  if (demo) {
    return (
      <Suspense fallback={<LoadingBar />}>
        <DemoRunner params={params} onHome={onHome} />
      </Suspense>
    );
  }
  return <TestRunner family="ket" params={params} onHome={onHome} onEnded={markRunnerEnded} />;
}
