import type { Language } from '@portal/contracts';

/** A namespace's strings in one language (i18next's resource tree). */
export type Strings = Record<string, unknown>;
/** Every language but Lithuanian, which comes with the code as the fallback. */
export type OtherLanguage = Exclude<Language, 'lt'>;
/** What a dynamic `import()` of a JSON file gives (or the strings themselves). */
export type StringsModule = Strings | { default: Strings };

/**
 * A namespace whose Lithuanian strings come with the code (the fallback, always there) and whose other languages
 * load when that language is shown: each language is a chunk of its own, so Ukrainian or Polish costs nothing to
 * a learner reading Lithuanian. Build one with `lazyNamespace(lt, (language) => import(`./${language}.json`))`
 * in the folder of the JSON files (webpack makes one chunk per file of that folder).
 */
export interface LazyNamespace {
  lt: Strings;
  load: (language: OtherLanguage) => Promise<StringsModule>;
}

/** Either every language at hand (small inline strings, tests) or a lazy namespace. */
export type NamespaceResources = Record<Language, Strings> | LazyNamespace;

export function lazyNamespace(lt: Strings, load: LazyNamespace['load']): LazyNamespace {
  return { lt, load };
}

export function isLazyNamespace(source: NamespaceResources): source is LazyNamespace {
  return typeof (source as Partial<LazyNamespace>).load === 'function';
}

export function unwrapStrings(module: StringsModule): Strings {
  const wrapped = module as { default?: unknown };
  return wrapped.default && typeof wrapped.default === 'object'
    ? (wrapped.default as Strings)
    : (module as Strings);
}

/**
 * A namespace built of several parts merged into one (the staff console's areas): Lithuanian merged at once,
 * another language loads every part's file and merges them in the same order.
 */
export function mergedNamespaces(parts: readonly LazyNamespace[]): LazyNamespace {
  return {
    lt: Object.assign({}, ...parts.map((part) => part.lt)),
    load: async (language) => {
      const loaded = await Promise.all(parts.map((part) => part.load(language)));
      return Object.assign({}, ...loaded.map(unwrapStrings));
    },
  };
}
