import { addNamespace, i18n } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

export const RUNNER_NS = 'runner';

/** Registers the runner's lt/ru/en strings; waits for i18next's init if the shell has not run it yet. */
export function registerRunnerStrings(): void {
  const add = () => addNamespace(RUNNER_NS, { lt, ru, en });
  if (i18n.isInitialized || (i18n as { store?: unknown }).store) add();
  else i18n.on('initialized', add);
}
