export { TestRunner } from './test-runner';
export type { TestRunnerProps } from './runner-props';
export { defaultDemoPolicy, DEFAULT_ANSWER_MODE } from './logic/questions';
