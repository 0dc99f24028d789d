import type { DemoSet, RunnerPolicy } from '@portal/contracts';
import type { ExamFamilyDefinition } from './exam-family-definition';

/**
 * The demo's policy: the family's answer mode, time and scoring, over the demo's own questions. A points rule keeps
 * its pass share but takes the demo's weight sum as the maximum (a Code 95 demo of 20 questions weighs 30, not 40),
 * so the score dialog names points the learner can actually reach.
 */
export function demoPolicyFor(definition: ExamFamilyDefinition, set: DemoSet): RunnerPolicy {
  const { id, timeLimitSeconds, answerMode, scoring, showWeightBadge } = definition;
  return {
    family: id,
    questionCount: set.questions.length,
    timeLimitSeconds,
    answerMode,
    scoring:
      scoring.kind === 'points'
        ? {
            kind: 'points',
            maxPoints: set.questions.reduce((sum, q) => sum + (Number(q.svoris) || 1), 0),
            passShare: scoring.passShare,
          }
        : scoring,
    showWeightBadge,
  };
}
