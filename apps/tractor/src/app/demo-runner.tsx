import type { DemoSet } from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';
import { defaultDemoPolicy, TestRunner } from '@portal/runner';
import demoSet from '../demo/demo-set.json';

const set = demoSet as DemoSet;

/** The Tractor demo policy: 20 questions, 1800 s, one answer per question ('single'), pass at 80 % (second spec section 5). */
export const TRACTOR_DEMO_POLICY = defaultDemoPolicy('tractor', set.questions.length);

/** The Tractor demo: the built-in questions and key, no server calls (second spec section 4). */
export default function TractorDemoRunner({ params, onHome }: { params: RunnerParams; onHome: () => void }) {
  return (
    <TestRunner
      family="tractor"
      params={params}
      demo={set}
      demoPolicy={TRACTOR_DEMO_POLICY}
      onHome={onHome}
    />
  );
}
