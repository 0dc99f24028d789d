// Lint for the whole workspace. The module-boundary rule is what keeps families apart:
// a family imports only its own code and scope:shared; web code never imports the API;
// the API imports only scope:api and the wire contracts.
// import-x/no-cycle forbids import cycles, following relative imports and the `@portal/*` aliases of
// tsconfig.base.json (the resolver reads its paths); type-only imports are not followed. react-hooks: the v7
// recommended set (React Compiler rules), with exhaustive-deps as an error.
// The API's layers (tools/lint/api-layers.mjs): imports point down, one SQL dialect module, prepared statements
// only in the hot paths' stores.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { apiLayerConfig } from './tools/lint/api-layers.mjs';
import familyApps from './tools/nx-plugins/family-remotes/family-apps.js';

const { familyRemoteIds } = familyApps;

const tsconfig = fileURLToPath(new URL('./tsconfig.base.json', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

// Every app with a scope of its own, so a generated family is kept apart without editing this file: the exam family
// remotes (projects inferred by the Nx plugin tools/nx-plugins/family-remotes from the registry) and the apps with a
// project.json of their own (the modes' remotes, the staff console), by their tags.
const SHARED_SCOPES = new Set(['api', 'shell', 'e2e', 'shared', 'contracts', 'testing']);
const appsDir = new URL('./apps/', import.meta.url);
const families = [
  ...familyRemoteIds(root),
  ...readdirSync(appsDir)
    .map((app) => new URL(`${app}/project.json`, appsDir))
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tags ?? [])
    .filter((tag) => tag.startsWith('scope:') && !SHARED_SCOPES.has(tag.slice('scope:'.length)))
    .map((tag) => tag.slice('scope:'.length)),
];

// A family's screens reach the API only through their family client (useFamilyClient and the useFamily* hooks of
// @portal/api-client), so they cannot read or send another family's session or token.
const UNSCOPED_SESSION_CALLS = [
  'getSession',
  'setSession',
  'clearFamily',
  'getTestToken',
  'setTestToken',
  'clearTestToken',
  'useCheckQuery',
  'useLazyCheckQuery',
  'useRegisterMutation',
  'useGetCategoriesQuery',
  'useRequestActivationMutation',
  'useStartTestMutation',
  'useSaveTestMutation',
  'useEndTestMutation',
  'useAskQuestionMutation',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/tmp',
      '**/.nx',
      '**/coverage',
      'e2e-output',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: tsconfig },
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:contracts', 'scope:testing'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            {
              sourceTag: 'scope:e2e',
              onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared', 'scope:testing'],
            },
            { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: ['scope:testing'] },
            ...families.map((family) => ({
              sourceTag: `scope:${family}`,
              onlyDependOnLibsWithTags: [`scope:${family}`, 'scope:shared'],
            })),
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/runner/src/**/*.{ts,tsx}', 'libs/family-kit/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/shell/**',
      'apps/staff/**',
      'apps/api/**',
      'apps/e2e/**',
      '**/*.spec.ts',
      '**/*.spec.tsx',
      // the standalone development harness signs in like the shell does
      'libs/family-kit/src/standalone/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/api-client',
              importNames: UNSCOPED_SESSION_CALLS,
              message: 'A family screen uses its family client: useFamilyClient() or a useFamily* hook.',
            },
          ],
        },
      ],
    },
  },
  ...apiLayerConfig(root),
);
