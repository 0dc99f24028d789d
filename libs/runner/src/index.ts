export { TestRunner } from './test-runner';
export type { TestRunnerProps } from './test-runner';
export { defaultDemoPolicy, DEFAULT_ANSWER_MODE } from './logic/questions';
