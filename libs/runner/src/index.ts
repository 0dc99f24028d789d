export { TestRunner, preloadTestRunner } from './test-runner';
export type { TestRunnerProps } from './runner-props';
export { defaultDemoPolicy } from './logic/questions';
export type { RunnerApi } from './session/runner-api';
export { UntranslatedMark } from './screen/untranslated-mark';
