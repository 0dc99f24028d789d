import { useLocation } from 'react-router-dom';
import { parseRunnerState, type RunnerRouteState } from './logic/runner-params';

/**
 * The runner's parameters from the router state (hidden from the address). null means the runner must send the
 * user to '/' (usr missing or zero and not 'demo', core spec section 2): render `<Navigate to="/" replace />`.
 */
export function useRunnerParams(): RunnerRouteState | null {
  const location = useLocation();
  return parseRunnerState(location.state);
}
