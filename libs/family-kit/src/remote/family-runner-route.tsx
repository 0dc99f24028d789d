import { Suspense, useCallback, type ComponentType } from 'react';
import { useFamilyClient } from '@portal/api-client';
import { PortalNavigate, usePortalNavigate, type RunnerParams } from '@portal/federation';
import { preloadTestRunner, TestRunner } from '@portal/runner';

/** The test screen's code too (see create-family-remote's usePreloadRunner). */
export const preloadScreen = preloadTestRunner;
import { LoadingBar } from '../components/loading-bar';
import { isDemo, markRunnerEnded } from '../logic/runner-params';
import { useRunnerEnded, useRunnerParams } from '../use-runner-params';
import type { ExamFamilyDefinition } from './exam-family-definition';

export interface DemoRunnerProps {
  params: RunnerParams;
  onHome: () => void;
}

export interface FamilyRunnerRouteProps {
  definition: ExamFamilyDefinition;
  /** The demo test (its built-in set is a chunk of its own: a signed-in learner's test never downloads it). */
  DemoRunner: ComponentType<DemoRunnerProps>;
}

/**
 * A family's test screen. Its parameters come from the router state, hidden from the address (core spec section 2):
 * usr missing or zero and not 'demo', or no signed-in user of this family outside the demo → '/'. A reload or Back
 * after the results (the attempt has ended) goes home and starts nothing.
 */
export default function FamilyRunnerRoute({ definition, DemoRunner }: FamilyRunnerRouteProps) {
  const client = useFamilyClient();
  const params = useRunnerParams();
  const ended = useRunnerEnded();
  const navigate = usePortalNavigate();
  const demo = isDemo(params);
  const home = definition.routes.home;
  const onHome = useCallback(() => navigate(demo ? '/' : home), [navigate, demo, home]);

  if (ended) return <PortalNavigate to={home} replace />;
  if (!params || (!demo && !client.session())) return <PortalNavigate to="/" replace />;
  if (demo) {
    return (
      <Suspense fallback={<LoadingBar />}>
        <DemoRunner params={params} onHome={onHome} />
      </Suspense>
    );
  }
  return <TestRunner params={params} rules={definition} onHome={onHome} onEnded={markRunnerEnded} />;
}
