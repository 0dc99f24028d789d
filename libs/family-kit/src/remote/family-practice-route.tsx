import { practiceRoute } from '@portal/contracts';
import { useFamilyClient } from '@portal/api-client';
import { PortalNavigate } from '@portal/federation';
import { registerRunnerStrings } from '@portal/runner/practice';
import { loadPracticeScreenStrings } from '../learning/practice-i18n';
import { PracticeScreen } from '../learning/practice-screen';
import type { ExamFamilyDefinition } from './exam-family-definition';

/** The strings this screen shows (its own and the runner's question view), awaited before it renders. */
export function loadPracticeStrings(): Promise<unknown> {
  return Promise.all([loadPracticeScreenStrings(), registerRunnerStrings()]);
}

export interface FamilyPracticeRouteProps {
  definition: ExamFamilyDefinition;
}

/**
 * A family's practice and review screen (issue 26), at `practiceRoute(definition)`: signed-in learners only. What
 * to practise comes in the router state (from the Learn card); without it the stored session resumes.
 */
export default function FamilyPracticeRoute({ definition }: FamilyPracticeRouteProps) {
  const client = useFamilyClient();
  if (!client.session() || !practiceRoute(definition)) return <PortalNavigate to="/" replace />;
  return <PracticeScreen home={definition.routes.home} />;
}
