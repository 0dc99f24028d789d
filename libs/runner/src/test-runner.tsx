import { lazy, Suspense, useEffect } from 'react';
import type { DemoSet, ExamFamilyId, RunnerPolicy } from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';
import { LoadingBar } from './loading-bar';

export interface TestRunnerProps {
  /** The family whose API calls, token storage (`<family>:*`) and answer journal the runner uses. */
  family: ExamFamilyId;
  /** The runner route's hidden parameters: usr, kate, provider, language. `usr === 'demo'` starts the demo. */
  params: RunnerParams;
  /** The family's built-in demo questions and key (needed when `params.usr === 'demo'`). */
  demo?: DemoSet;
  /** The demo's policy; default: the demo's question count, 1800 s, share scoring with 80 % to pass. */
  demoPolicy?: RunnerPolicy;
  /** Leaves the runner: the score dialog's home button, the results drawer, missing parameters, refusals. */
  onHome: () => void;
  /**
   * Called once when the attempt has ended and its results show. The caller makes a reload or Back of this screen
   * start no new attempt (the shell's remotes: `markRunnerEnded` of @portal/family-kit).
   */
  onEnded?: () => void;
}

// The screen (antd components, dialogs, timers) is a separate chunk, loaded when the runner route shows.
const RunnerScreen = lazy(() => import('./screen/runner-screen'));

/** The shared test screen (core spec section 2 "Test screen", "Result view", "Dialogs"). */
export function TestRunner(props: TestRunnerProps) {
  const {
    params: { usr },
    onHome,
  } = props;
  // If usr is missing or zero and is not demo, the test screen sends the user away (core spec section 2).
  const missing = usr !== 'demo' && (!usr || usr === '0');
  useEffect(() => {
    if (missing) onHome();
  }, [missing, onHome]);
  if (missing) return null;
  return (
    <Suspense fallback={<LoadingBar />}>
      <RunnerScreen {...props} />
    </Suspense>
  );
}
