import { usePortalLocation } from '@portal/federation';
import { isRunnerEnded, parseRunnerState, type RunnerRouteState } from './logic/runner-params';

/**
 * The runner's parameters from the router state (hidden from the address). null means the runner must send the
 * user to '/' (usr missing or zero and not 'demo', core spec section 2): render `<Navigate to="/" replace />`.
 */
export function useRunnerParams(): RunnerRouteState | null {
  const location = usePortalLocation();
  return parseRunnerState(location.state);
}

/**
 * Whether this runner entry's attempt has ended (markRunnerEnded): a reload or Back after the results. The runner
 * then sends the learner home and starts nothing.
 */
export function useRunnerEnded(): boolean {
  return isRunnerEnded(usePortalLocation().state);
}
