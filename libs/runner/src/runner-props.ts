import type { DemoSet, RunnerPolicy } from '@portal/contracts';
import type { RunnerApi } from './session/runner-api';
import type { RunnerParams } from '@portal/federation';
import type { PolicyRules } from './logic/questions';

export interface TestRunnerProps {
  // The family whose API calls, tokens and answer journal the runner uses is the one of the nearest
  // FamilyClientProvider (@portal/api-client), which createFamilyRemote puts around every family screen.
  /** The runner route's hidden parameters: usr, kate, provider, language. `usr === 'demo'` starts the demo. */
  params: RunnerParams;
  /** The family's built-in demo questions and key (needed when `params.usr === 'demo'`). */
  demo?: DemoSet;
  /** The demo's policy; default: the demo's question count over `rules`. */
  demoPolicy?: RunnerPolicy;
  /**
   * The family's rules (its definition's time limit, answer mode, scoring, weight badge): the policy of a demo
   * without `demoPolicy` and of a start answer without one (an older API). Default: 1800 s, several answers, 80 %
   * to pass (DEFAULT_RULES).
   */
  rules?: PolicyRules;
  /** Leaves the runner: the score dialog's home button, the results drawer, missing parameters, refusals. */
  onHome: () => void;
  /**
   * Called once when the attempt has ended and its results show. The caller makes a reload or Back of this screen
   * start no new attempt (the shell's remotes: `markRunnerEnded` of @portal/family-kit).
   */
  onEnded?: () => void;
  /**
   * A mode's own server calls (competition, examiner: their start carries a person, not a category). Default: the
   * enrolled family's calls through the nearest FamilyClientProvider.
   */
  api?: RunnerApi;
  /** Whether the results offer the ask-staff form (default true; the competition has none). */
  askStaff?: boolean;
  /**
   * Whether the alert of a failed load reloads the page (default true, core spec section 8); the competition and
   * the examiner show it only and go back to their start screen (second spec section 8).
   */
  reloadOnLoadError?: boolean;
}
