import { addNamespace, hasNamespace, lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

export const RUNNER_NS = 'runner';

/** The runner's strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const runnerResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-runner-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);

/** Registers the runner's strings (once; before or after i18next's init). */
export function registerRunnerStrings(): void {
  if (!hasNamespace(RUNNER_NS)) void addNamespace(RUNNER_NS, runnerResources);
}
