import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { namespaceProblems, placeholdersOf, pluralForms, stringsProblems } from './completeness';

/**
 * Every UI string of every namespace exists in every portal language: each folder of apps/ and libs/ that holds an
 * `lt.json` (a namespace's Lithuanian, the source) holds one file per language with the same keys, the plural forms
 * each language's rules need and the same placeholders. A key missing in one language fails here, not in review.
 */
const root = join(__dirname, '../../..');

function namespaceFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) namespaceFolders(path, found);
    else if (entry.name === 'lt.json') found.push(dir);
  }
  return found;
}

const folders = ['apps', 'libs'].flatMap((top) => namespaceFolders(join(root, top)));
const read = (folder: string, language: string) => {
  const file = join(folder, `${language}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

describe('every UI string in every language', () => {
  it('finds the namespaces', () => {
    expect(folders.map((f) => relative(root, f))).toEqual(
      expect.arrayContaining([
        'libs/i18n/src/locales',
        'libs/runner/src/i18n',
        'apps/staff/src/i18n/areas/banks',
      ]),
    );
  });

  it.each(folders.map((folder) => [relative(root, folder), folder]))('%s', (_name, folder) => {
    const strings = Object.fromEntries(LANGUAGES.map((language) => [language, read(folder, language)]));
    expect(namespaceProblems(strings)).toEqual({});
  });
});

describe('the check itself', () => {
  const lt = {
    title: 'Testas {{name}}',
    daysLeft_one: 'Liko {{count}} diena',
    daysLeft_few: 'Liko {{count}} dienos',
    daysLeft_many: 'Liko {{count}} dienos',
    daysLeft_other: 'Liko {{count}} dienų',
    rich: 'Skaitykite <0>taisykles</0> ir $t(common:ok)',
  };
  const uk = {
    title: 'Тест {{name}}',
    daysLeft_one: 'Залишився {{count}} день',
    daysLeft_few: 'Залишилося {{count}} дні',
    daysLeft_many: 'Залишилося {{count}} днів',
    daysLeft_other: 'Залишилося {{count}} дня',
    rich: 'Читайте <0>правила</0> і $t(common:ok)',
  };

  it('knows each language plural forms from Intl', () => {
    expect(pluralForms('uk')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms('en')).toEqual(['one', 'other']);
  });

  it('passes matching strings; English needs only one and other', () => {
    expect(stringsProblems(lt, uk, 'uk')).toEqual([]);
    const en = {
      title: 'Test {{name}}',
      daysLeft_one: 'One day left',
      daysLeft_other: '{{count}} days left',
      rich: 'Read <0>the rules</0> and $t(common:ok)',
    };
    expect(stringsProblems(lt, en, 'en')).toEqual([]);
  });

  it('fails a missing key, a missing plural form, an empty text, changed placeholders and a stray key', () => {
    const { title: _title, daysLeft_many: _many, ...rest } = uk;
    const broken = { ...rest, rich: 'Читайте правила і $t(common:ok)', daysLeft_few: ' ', stray: 'x' };
    expect(stringsProblems(lt, broken, 'uk')).toEqual(
      expect.arrayContaining([
        { key: 'title', problem: 'missing' },
        { key: 'daysLeft_many', problem: 'plural-form-missing' },
        { key: 'daysLeft_few', problem: 'empty' },
        expect.objectContaining({ key: 'rich', problem: 'placeholders' }),
        { key: 'stray', problem: 'extra' },
      ]),
    );
    expect(namespaceProblems({ lt, uk })).toHaveProperty('pl', [{ key: '(file)', problem: 'missing' }]);
  });

  it('reads placeholders, tags and references', () => {
    expect(placeholdersOf('{{ n, number }} <1/> <0>x</0> $t(a:b)')).toEqual([
      '$t(a:b)',
      '</0>',
      '<0>',
      '<1/>',
      '{{n}}',
    ]);
  });
});
