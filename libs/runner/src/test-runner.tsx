import { lazy, Suspense, useEffect } from 'react';
import { LoadingBar } from './loading-bar';
import type { TestRunnerProps } from './runner-props';

// The screen (antd components, dialogs, timers) is a separate chunk, loaded when the runner route shows.
const loadRunnerScreen = () => import('./screen/runner-screen');
const RunnerScreen = lazy(loadRunnerScreen);

/**
 * Loads the test screen's code now (the landing calls it while on view, issue 30): "Begin" then sends the start call
 * at once instead of after this chunk's download.
 */
export function preloadTestRunner(): Promise<void> {
  return loadRunnerScreen().then(() => undefined);
}

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
