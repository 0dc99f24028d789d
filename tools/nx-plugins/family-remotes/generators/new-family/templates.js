// The files of a new enrolled exam family, as text by path (relative to the workspace root): its definition, what
// its remote app keeps of its own (family.tsx, strings, demo set; the rest is inferred by the Nx plugin, ../../index.js)
// and an empty bank with one sample category and its image folder.
'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The landing's word for a category in a language (libs/family-kit's strings, `categories.label`). */
function categoryWord(language) {
  const file = join(__dirname, '../../../../../libs/family-kit/src/i18n', `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')).categories.label;
}

/** @param {{id: string, constName: string, labels: Record<string, string>, devPort: number}} o */
function renderFamilyFiles({ id, constName, labels, devPort }) {
  const app = `apps/${id}`;
  const demo = readFileSync(join(__dirname, 'demo-set.json'), 'utf8').replaceAll('__FAMILY__', id);
  return {
    [`libs/contracts/src/families/definitions/${id}.ts`]: `import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/** ${labels.en} (created by \`npm run new-family\`): 20 questions, 30 minutes, one answer per question, pass at 80 %. */
export const ${constName} = defineFamily({
  id: '${id}',
  kind: 'enrolled',
  labels: { ${Object.entries(labels)
    .map(([l, text]) => `${l}: ${quote(text)}`)
    .join(', ')} },
  group: 'more',
  routes: { home: '/${id}', runner: '/testai-${id}' },
  imageDir: '${id}',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: [],
  showWeightBadge: false,
  landing: { languageSelect: false, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: ${devPort},
});
`,
    [`${app}/src/family.tsx`]: `import { ${constName} } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { ${id}Resources } from './i18n';

// This build's id on <html data-build-${id}> when PORTAL_BUILD_ID was set (tools/webpack/README.md).
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-${id}', __PORTAL_BUILD_ID__);

/** The ${labels.en} remote (exposed as \`${id}/family\`): everything it does follows from its definition. */
export default createFamilyRemote(${constName}, {
  i18n: ${id}Resources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
});
`,
    [`${app}/src/i18n/index.ts`]: `import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/**
 * The ${labels.en} remote's own strings (namespace '${id}'); the landing's come from family-kit. Lithuanian comes
 * with the code; each other language is its own chunk, fetched when shown.
 */
export const ${id}Resources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-${id}-[request]", webpackInclude: /[\\\\/][a-z]{2}\\.json$/ */ \`./\${language}.json\`
    ),
);
`,
    [`${app}/src/i18n/lt.json`]: json({ title: `${labels.lt} testai`, runnerLoading: 'Ruošiamas testas…' }),
    [`${app}/src/i18n/ru.json`]: json({ title: `Тесты: ${labels.ru}`, runnerLoading: 'Тест готовится…' }),
    [`${app}/src/i18n/en.json`]: json({ title: `${labels.en} tests`, runnerLoading: 'Preparing the test…' }),
    [`${app}/src/i18n/uk.json`]: json({ title: `Тести: ${labels.uk}`, runnerLoading: 'Тест готується…' }),
    [`${app}/src/i18n/pl.json`]: json({
      title: `Testy: ${labels.pl}`,
      runnerLoading: 'Przygotowywanie testu…',
    }),
    [`${app}/src/demo/demo-set.json`]: demo,
    [`apps/api/src/seed/banks/${id}.json`]: json({
      family: id,
      categories: [
        {
          value: 'A',
          type: 'cat',
          // "<label>: Category A" in each language: translated even while the labels are all the id (the check of
          // the banks refuses a label that is the same as the Lithuanian); the word is the landing's own.
          labels: Object.fromEntries(
            Object.entries(labels).map(([l, text]) => [l, `${text}: ${categoryWord(l)} A`]),
          ),
        },
      ],
      questions: [],
    }),
    [`apps/api/assets/img/${id}/.gitkeep`]: '',
  };
}

module.exports = { renderFamilyFiles };
