import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts';
import { commonNamespace } from './locales';
import {
  isLazyNamespace,
  unwrapStrings,
  type NamespaceResources,
  type OtherLanguage,
  type Strings,
} from './namespaces';

/** The language is global (not per family): one key, kept when a family's storage is cleared. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** One i18next instance for the whole portal (shared as a singleton through Module Federation). */
export const i18n = i18next.createInstance();

/**
 * Every namespace's strings load per language: Lithuanian (the default and the fallback) comes with the code, any
 * other language is fetched when it is shown (one chunk per namespace and language). `sources` holds how to get a
 * namespace, `bundles` what has arrived (handed to i18next at init, or added at once afterwards), `loading` the
 * fetches under way (one per namespace and language).
 */
const sources = new Map<string, NamespaceResources>([['common', commonNamespace]]);
const bundles: Partial<Record<Language, Record<string, Strings>>> = { lt: { common: commonNamespace.lt } };
const loading = new Map<string, Promise<void>>();
/** The language being shown (or about to be): what a namespace registered now loads besides Lithuanian. */
let wanted: Language | undefined;
/** Whether the language shown was switched to for the moment only (setLanguage's `remember: false`). */
let temporary = false;

function put(language: Language, ns: string, strings: Strings): void {
  (bundles[language] ??= {})[ns] = strings;
  if (i18n.isInitialized) i18n.addResourceBundle(language, ns, strings, true, true);
}

function loadNamespace(ns: string, language: Language): Promise<void> {
  if (bundles[language]?.[ns]) return Promise.resolve();
  const source = sources.get(ns);
  if (!source) return Promise.resolve();
  if (!isLazyNamespace(source)) {
    // inline strings: every language at hand (one missing falls back to Lithuanian)
    if (source[language]) put(language, ns, source[language]);
    return Promise.resolve();
  }
  const key = `${language}|${ns}`;
  let load = loading.get(key);
  if (!load) {
    load = source
      .load(language as OtherLanguage)
      .then((module) => put(language, ns, unwrapStrings(module)))
      .finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Loads a language's strings of every namespace registered so far (once) and adds them to i18next. */
export async function loadLanguage(language: Language): Promise<void> {
  // A chunk that fails to arrive (the network) leaves that namespace in Lithuanian, the fallback, rather than the
  // switch undone; the next switch to the language tries again.
  await Promise.allSettled([...sources.keys()].map((ns) => loadNamespace(ns, language)));
}

/** Resolves once every string fetch under way has arrived (a remote's landing waits for its own). */
export async function whenStringsLoaded(): Promise<void> {
  while (loading.size) await Promise.allSettled([...loading.values()]);
}

export function getStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  } catch {
    // storage may be unavailable (private mode); fall back to the default
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A page that defines `window.__portalMissingStrings = []` before the portal loads (the browser tests) gets every
 * key i18next cannot find in any language recorded there (`language|namespace|key`); other pages record nothing.
 */
function missingKeyRecorder() {
  const record = (globalThis as { __portalMissingStrings?: unknown }).__portalMissingStrings;
  if (!Array.isArray(record)) return {};
  return {
    saveMissing: true,
    missingKeyHandler: (languages: readonly string[], ns: string, key: string) => {
      record.push(`${languages.join(',')}|${ns}|${key}`);
    },
  };
}

/** Called once by the shell before it renders. Remotes add their namespaces with addNamespace(). */
export async function initI18n(language: Language = getStoredLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  wanted = language;
  await loadLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [...sources.keys()],
    resources: Object.fromEntries(Object.entries(bundles).map(([code, byNs]) => [code, { ...byNs }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace whose language arrives after its screen rendered re-renders that screen.
    react: { bindI18nStore: 'added' },
    ...missingKeyRecorder(),
  });
  document.documentElement.lang = language;
  return i18n;
}

/**
 * Registers a namespace (idempotent): its Lithuanian strings at once, the shown language's fetched. Resolves when
 * the shown language's strings are in; may be called before i18next's init (they are handed over at init).
 */
export function addNamespace(ns: string, resources: NamespaceResources): Promise<void> {
  if (!sources.has(ns)) {
    sources.set(ns, resources);
    put(DEFAULT_LANGUAGE, ns, resources.lt);
  }
  const language = wanted ?? (i18n.isInitialized ? (i18n.language as Language) : undefined);
  return language ? loadNamespace(ns, language) : Promise.resolve();
}

/** Whether a namespace is registered (its Lithuanian strings are there). */
export function hasNamespace(ns: string): boolean {
  return sources.has(ns);
}

/**
 * Switches the whole screen at once (every namespace's strings loaded first), and remembers the choice. With
 * `remember: false` the switch is for the moment only (a mock test in the exam language): `restoreLanguage()` goes
 * back to the remembered language, and a reload shows it.
 */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const remember = options.remember ?? true;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not fatal: the language simply is not remembered
    }
  }
  temporary = !remember;
  wanted = language;
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Back to the remembered language after a switch for the moment only (a no-op otherwise). */
export async function restoreLanguage(): Promise<void> {
  if (!temporary) return;
  await setLanguage(getStoredLanguage());
}
