// The files of a new enrolled exam family, as text by path (relative to the workspace root).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** @param {{id: string, constName: string, labels: Record<string, string>, devPort: number, templatesDir: string}} o */
export function renderFamilyFiles({ id, constName, labels, devPort, templatesDir }) {
  const app = `apps/${id}`;
  const demo = readFileSync(join(templatesDir, 'demo-set.json'), 'utf8').replaceAll('__FAMILY__', id);
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
    [`${app}/project.json`]: json({
      name: id,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: `${app}/src`,
      projectType: 'application',
      tags: [`scope:${id}`, 'type:app'],
      targets: {
        build: {
          executor: 'nx:run-commands',
          cache: true,
          inputs: ['production', '^production', '{workspaceRoot}/tools/webpack/**/*'],
          outputs: [`{workspaceRoot}/dist/apps/${id}`],
          options: { command: `webpack --config ${app}/webpack.config.js --mode production` },
        },
        serve: {
          executor: 'nx:run-commands',
          continuous: true,
          options: { command: `webpack serve --config ${app}/webpack.config.js --mode development` },
        },
        lint: { executor: 'nx:run-commands', options: { command: `eslint ${app}` } },
        typecheck: {
          executor: 'nx:run-commands',
          options: { command: `tsc -p ${app}/tsconfig.app.json --noEmit` },
        },
      },
    }),
    [`${app}/tsconfig.json`]: json({
      extends: '../../tsconfig.base.json',
      files: [],
      references: [{ path: './tsconfig.app.json' }],
    }),
    [`${app}/tsconfig.app.json`]: json({
      extends: '../../tsconfig.base.json',
      compilerOptions: { types: [] },
      include: ['src/**/*.ts', 'src/**/*.tsx', '../../tools/types/*.d.ts'],
      exclude: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    }),
    [`${app}/webpack.config.js`]: `// The ${labels.en} family remote: exposes ./family, built to dist/apps/${id}/remoteEntry.js and served by the API at
// /remotes/${id}/. \`nx run ${id}:serve\` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('${id}');
`,
    [`${app}/src/main.ts`]: `// Standalone development entry (\`nx run ${id}:serve\`): the async boundary before anything shared is used.
// The shell never loads this file; it loads ./family through remoteEntry.js.
import('./bootstrap');
`,
    [`${app}/src/bootstrap.tsx`]: `// Standalone development entry of the ${labels.en} remote (\`nx run ${id}:serve\`).
import { ${constName} } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: ${constName}, load: () => import('./family') });
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
          labels: Object.fromEntries(Object.entries(labels).map(([l, text]) => [l, `${text}: A`])),
        },
      ],
      questions: [],
    }),
    [`apps/api/assets/img/${id}/.gitkeep`]: '',
  };
}
