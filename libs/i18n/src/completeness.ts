import { LANGUAGES, type Language } from '@portal/contracts';

/**
 * Whether one language's strings of a namespace match the Lithuanian ones (the source): every key there, plural
 * keys with every form the language's plural rules need (Intl.PluralRules: uk and pl one/few/many/other, en
 * one/other), nothing empty, and the same `{{placeholders}}`, `<0>` tags and `$t(...)` references. Pure, so
 * a namespace kept in JSON files and one kept inline are checked alike.
 */
export interface StringsProblem {
  key: string;
  problem: 'missing' | 'extra' | 'empty' | 'placeholders' | 'plural-form-missing' | 'not-a-string';
  detail?: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural forms a language must give a counted key (integer or not: Lithuanian's `many` is for fractions). */
export function pluralForms(language: Language | string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}` (arrays by index). */
export function flattenStrings(
  tree: unknown,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      flattenStrings(value, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into[prefix] = tree;
  }
  return into;
}

/** The interpolations, tags and nested references of a text, sorted (formats such as `{{n, number}}` by name). */
export function placeholdersOf(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')),
    ...[...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => m[0]),
  ];
  return [...new Set(found)].sort();
}

interface KeyGroup {
  /** plural: the forms a language gives under `<base>_<form>`; else one key */
  plural: boolean;
  keys: string[];
}

/** Keys grouped: a base whose Lithuanian has plural forms is one plural group. */
function groups(flat: Record<string, unknown>, pluralBases: Set<string>): Map<string, KeyGroup> {
  const out = new Map<string, KeyGroup>();
  for (const key of Object.keys(flat)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const plural = base !== key && pluralBases.has(base);
    const id = plural ? base : key;
    const group = out.get(id) ?? { plural, keys: [] };
    group.keys.push(key);
    out.set(id, group);
  }
  return out;
}

function union(flat: Record<string, unknown>, keys: string[]): string[] {
  return [...new Set(keys.flatMap((key) => placeholdersOf(String(flat[key] ?? ''))))].sort();
}

export function stringsProblems(lt: unknown, other: unknown, language: Language | string): StringsProblem[] {
  const source = flattenStrings(lt);
  const target = flattenStrings(other);
  const pluralBases = new Set(
    Object.keys(source)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const sourceGroups = groups(source, pluralBases);
  const targetGroups = groups(target, pluralBases);
  const problems: StringsProblem[] = [];
  for (const [id, group] of sourceGroups) {
    const found = targetGroups.get(id);
    if (!found) {
      problems.push({ key: id, problem: 'missing' });
      continue;
    }
    if (group.plural) {
      const forms = found.keys.map((key) => key.slice(id.length + 1));
      for (const form of pluralForms(language)) {
        if (!forms.includes(form)) problems.push({ key: `${id}_${form}`, problem: 'plural-form-missing' });
      }
    }
    for (const key of found.keys) {
      const value = target[key];
      if (typeof value !== 'string') problems.push({ key, problem: 'not-a-string' });
      else if (!value.trim() && group.keys.some((k) => String(source[k] ?? '').trim()))
        problems.push({ key, problem: 'empty' });
    }
    // a plural form may leave the count out ("one day"), so plural groups compare the union of their forms
    const expected = union(source, group.keys).filter((p) => !(group.plural && p === '{{count}}'));
    const given = union(target, found.keys).filter((p) => !(group.plural && p === '{{count}}'));
    if (expected.join(' ') !== given.join(' '))
      problems.push({
        key: id,
        problem: 'placeholders',
        detail: `lt ${expected.join(' ')} ≠ ${given.join(' ')}`,
      });
  }
  for (const id of targetGroups.keys()) {
    if (!sourceGroups.has(id)) problems.push({ key: id, problem: 'extra' });
  }
  return problems;
}

/** Every language's problems against Lithuanian: `{uk: [...], pl: [...]}` (languages without any left out). */
export function namespaceProblems(
  strings: Partial<Record<Language, unknown>>,
): Partial<Record<Language, StringsProblem[]>> {
  const out: Partial<Record<Language, StringsProblem[]>> = {};
  // Lithuanian against itself too: its own plural forms (one, few, many, other) must all be there
  for (const language of LANGUAGES) {
    const problems =
      strings[language] === undefined
        ? [{ key: '(file)', problem: 'missing' as const }]
        : stringsProblems(strings.lt, strings[language], language);
    if (problems.length) out[language] = problems;
  }
  return out;
}
