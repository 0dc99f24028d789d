import { addNamespace, lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The Learn card's and the practice screen's strings (issue 26): a namespace of their own, in their lazy chunk. */
export const LEARNING_NS = 'learning';

const learningResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-learning-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);

/** Registers the namespace (once) and resolves when the strings of the language shown are there. */
export function loadLearningStrings(): Promise<void> {
  return addNamespace(LEARNING_NS, learningResources);
}
