export { TestRunner, preloadTestRunner } from './test-runner';
export type { TestRunnerProps } from './runner-props';
export { DEFAULT_RULES, defaultDemoPolicy, type PolicyRules } from './logic/questions';
export { useTestApi } from './session/runner-api';
export type { RunnerApi, TestApiOptions } from './session/runner-api';
export { UntranslatedMark } from './screen/untranslated-mark';
