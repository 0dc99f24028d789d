import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts';
import lt from './locales/lt.json';

/**
 * The portal's common strings: Lithuanian (the default and the fallback) comes with the code, another language
 * loads when chosen (each its own chunk), so the way to the first question carries one language, not three.
 */
const commonLoaders: Record<Exclude<Language, 'lt'>, () => Promise<{ default: Record<string, unknown> }>> = {
  ru: () => import(/* webpackChunkName: "i18n-common-ru" */ './locales/ru.json'),
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './locales/en.json'),
};
const commonStrings: Partial<Record<Language, Record<string, unknown>>> = { lt };

/** Loads a language's common strings (once) and adds them to i18next once it runs. */
export async function loadLanguage(language: Language): Promise<void> {
  if (commonStrings[language]) return;
  const strings = (await commonLoaders[language as Exclude<Language, 'lt'>]()).default;
  commonStrings[language] = strings;
  if (i18n.isInitialized) i18n.addResourceBundle(language, 'common', strings, true, true);
}

/** The language is global (not per family): one key, kept when a family's storage is cleared. */
export const LANGUAGE_STORAGE_KEY = 'language';

export type NamespaceResources = Record<Language, Record<string, unknown>>;

/** One i18next instance for the whole portal (shared as a singleton through Module Federation). */
export const i18n = i18next.createInstance();

export function getStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  } catch {
    // storage may be unavailable (private mode); fall back to the default
  }
  return DEFAULT_LANGUAGE;
}

/** Called once by the shell before it renders. Remotes add their namespaces with addNamespace(). */
export async function initI18n(language: Language = getStoredLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  await loadLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: Object.fromEntries(
      Object.entries(commonStrings).map(([language, common]) => [language, { common }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18n;
}

/** Registers a namespace's lt/ru/en strings (idempotent). */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, ns, resources[language], true, true);
  }
}

/** Switches the whole screen at once, and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not fatal: the language simply is not remembered
  }
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
