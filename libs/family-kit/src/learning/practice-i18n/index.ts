import { addNamespace, lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The practice screen's strings (issue 26): apart from the Learn card's, so the landing does not carry them. */
export const PRACTICE_NS = 'learningPractice';

const practiceResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-practice-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);

/** Registers the namespace (once) and resolves when the strings of the language shown are there. */
export function loadPracticeScreenStrings(): Promise<void> {
  return addNamespace(PRACTICE_NS, practiceResources);
}
