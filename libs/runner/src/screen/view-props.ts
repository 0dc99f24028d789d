import type { Session } from '../session/use-session';

/** What the question and results views get from the runner screen. */
export interface ViewProps {
  session: Session;
  /** Questions in the test (the policy's count until they are loaded). */
  total: number;
  /** Font size of the question text; the drawer changes it by one step. */
  fontSize: number;
  onFont: (step: -1 | 1) => void;
}
