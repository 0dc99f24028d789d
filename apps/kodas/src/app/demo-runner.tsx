import type { DemoSet, RunnerPolicy } from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';
import { defaultDemoPolicy, TestRunner } from '@portal/runner';
import demoSet from '../demo/demo-set.json';

const set = demoSet as DemoSet;

/**
 * The Code 95 demo policy. A real test is 30 questions worth exactly 40 points (10 of weight 2, 20 of weight 1)
 * and passes at half of them (second spec sections 5 and 9). The built-in demo set has 20 questions whose weights
 * sum to 30, so it cannot reach 40: the demo keeps the points rule but takes the demo's own weight sum (30) as
 * its maximum, with the same pass share (0.5, i.e. 15 points). The score dialog then says "X of 30 points",
 * which the learner can actually reach, rather than a share rule that would hide the weights.
 */
export const KODAS_DEMO_POLICY: RunnerPolicy = {
  // 20 questions, 1800 s, multi-answer (keys 1-5 toggle), '+2' badges
  ...defaultDemoPolicy('kodas', set.questions.length),
  scoring: {
    kind: 'points',
    maxPoints: set.questions.reduce((sum, q) => sum + (Number(q.svoris) || 1), 0),
    passShare: 0.5,
  },
};

/** The Code 95 demo: the built-in questions and key, no server calls (second spec section 4). */
export default function KodasDemoRunner({ params, onHome }: { params: RunnerParams; onHome: () => void }) {
  return (
    <TestRunner family="kodas" params={params} demo={set} demoPolicy={KODAS_DEMO_POLICY} onHome={onHome} />
  );
}
