export {
  i18n,
  initI18n,
  addNamespace,
  loadLanguage,
  setLanguage,
  getStoredLanguage,
  LANGUAGE_STORAGE_KEY,
} from './i18n';
export type { NamespaceResources } from './i18n';
export { useTranslation, Trans } from 'react-i18next';
export { pickLocalized } from './pick-localized';
