export {
  i18n,
  initI18n,
  addNamespace,
  hasNamespace,
  loadLanguage,
  whenStringsLoaded,
  setLanguage,
  restoreLanguage,
  getStoredLanguage,
  LANGUAGE_STORAGE_KEY,
} from './i18n';
export { lazyNamespace, mergedNamespaces, isLazyNamespace, unwrapStrings } from './namespaces';
export type { NamespaceResources, LazyNamespace, Strings, OtherLanguage } from './namespaces';
export {
  LANGUAGE_NATIVE_NAMES,
  INTL_LOCALES,
  toLanguage,
  intlLocale,
  formatDate,
  formatNumber,
} from './locale';
export { useTranslation, Trans } from 'react-i18next';
export { pickLocalized } from './pick-localized';
export {
  namespaceProblems,
  stringsProblems,
  pluralForms,
  placeholdersOf,
  flattenStrings,
} from './completeness';
export type { StringsProblem } from './completeness';
