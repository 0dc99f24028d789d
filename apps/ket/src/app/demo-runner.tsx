import type { DemoSet } from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';
import { TestRunner } from '@portal/runner';
import demoSet from '../demo/demo-set.json';

/** The KET demo: the built-in questions and key, no server calls (core spec section 4). */
export default function KetDemoRunner({ params, onHome }: { params: RunnerParams; onHome: () => void }) {
  return <TestRunner family="ket" params={params} demo={demoSet as DemoSet} onHome={onHome} />;
}
