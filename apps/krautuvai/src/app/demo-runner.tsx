import type { DemoSet } from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';
import { defaultDemoPolicy, TestRunner } from '@portal/runner';
import demoSet from '../demo/demo-set.json';

const set = demoSet as DemoSet;

/** The Forklift (krautuvai) demo policy: 20 questions, 1800 s, one answer per question ('single'), pass at 80 % (second spec section 5). */
export const KRAUTUVAI_DEMO_POLICY = defaultDemoPolicy('krautuvai', set.questions.length);

/** The Forklift (krautuvai) demo: the built-in questions and key, no server calls (second spec section 4). */
export default function KrautuvaiDemoRunner({
  params,
  onHome,
}: {
  params: RunnerParams;
  onHome: () => void;
}) {
  return (
    <TestRunner
      family="krautuvai"
      params={params}
      demo={set}
      demoPolicy={KRAUTUVAI_DEMO_POLICY}
      onHome={onHome}
    />
  );
}
