import { addNamespace, lazyNamespace } from '@portal/i18n';
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

/**
 * Registers the runner's strings (once; before or after i18next's init; addNamespace is idempotent). Resolves when
 * the shown language's strings are in (the practice screen waits for them before it renders).
 */
export function registerRunnerStrings(): Promise<void> {
  return addNamespace(RUNNER_NS, runnerResources);
}
