// The API's layers (docs/architecture.md, "The API's layers"), as lint: imports point down, edge → domain →
// infrastructure, and the base domain modules (accounts, audit, auth, switches) import no other domain module.
// Specs are not held to it (an integration spec boots the whole application). apps/api/src/app/layers.spec.ts
// proves that each zone fails an import that runs back up.
const SRC = 'apps/api/src';

/** The bottom: configuration, clock, database (the dialect: the one place that knows MySQL from SQLite), Redis,
 * the rate limiter, mail, and the HTTP plumbing every module shares (errors, pipes, decorators). */
export const INFRASTRUCTURE = ['config', 'clock', 'common', 'database', 'infra', 'mail'];
/** Domain modules that every other one may use; they use none of the others. */
export const BASE_DOMAIN = ['accounts', 'audit', 'auth', 'switches'];
/** The other domain modules: each registers its own tables and exports services. */
export const DOMAIN = [
  'attempts',
  'backups',
  'banks',
  'competition',
  'enrollment',
  'exam',
  'examiner',
  'learning',
  'payments',
  'privacy',
  'staff',
  'statistics',
];
/** The top: the composition root and the HTTP edge (folders), and the commands (files). */
export const EDGE = ['app', 'families', 'health', 'metrics', 'seed', 'web'];
export const COMMANDS = [
  `${SRC}/{main,migrate}.ts`,
  `${SRC}/**/*-cli.ts`,
  // the restore command's work: it checks every table of the application (app/entities.ts)
  `${SRC}/backups/restore{,-cli}.ts`,
];

const folders = (names) => (names.length === 1 ? `${SRC}/${names[0]}/**` : `${SRC}/{${names.join(',')}}/**`);

/** The zones of import-x/no-restricted-paths (paths relative to the repository's root). */
export function apiLayerZones() {
  const edge = [folders(EDGE), ...COMMANDS];
  return [
    {
      target: folders(INFRASTRUCTURE),
      from: [folders([...BASE_DOMAIN, ...DOMAIN]), ...edge],
      message:
        'Infrastructure imports no domain module and no edge code (docs/architecture.md, the API layers).',
    },
    {
      target: folders([...BASE_DOMAIN, ...DOMAIN]),
      from: edge,
      message:
        'A domain module imports no composition root, controller of the edge or command (docs/architecture.md, the API layers).',
    },
    {
      target: folders(BASE_DOMAIN),
      from: [folders(DOMAIN)],
      message:
        'accounts, audit, auth and switches are the base every domain module uses: they import no other domain module.',
    },
  ];
}

/** The files that may run prepared statements on mysql2's pool: the stores of the hot paths (docs/architecture.md). */
export const PREPARED_STATEMENT_USERS = [
  `${SRC}/database/**`,
  `${SRC}/attempts/attempt-store.ts`,
  `${SRC}/attempts/answers-update.ts`,
  `${SRC}/attempts/attempt-finish.ts`,
  `${SRC}/exam/question-cache.ts`,
  `${SRC}/exam/start-gate.ts`,
  `${SRC}/learning/memory.service.ts`,
  `${SRC}/learning/readiness/readiness.service.ts`,
];

/** Flat-config blocks for the API: the layer zones, the one dialect, the prepared statements' owners. */
export function apiLayerConfig(root) {
  const specs = ['**/*.spec.ts', '**/*.int-spec.ts'];
  return [
    {
      files: [`${SRC}/**/*.ts`],
      // The commands sit at the top with the composition root, wherever their folder is.
      ignores: [...specs, ...COMMANDS],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiLayerZones() }],
      },
    },
    {
      files: [`${SRC}/**/*.ts`],
      ignores: [...specs, `${SRC}/database/dialect.ts`],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[property.name='type'][object.property.name='options']",
            message:
              "Ask database/dialect.ts (dialectOf) for the capability or the SQL, not the data source's type: it is the one place that tells MySQL from SQLite.",
          },
        ],
      },
    },
    {
      files: [`${SRC}/**/*.ts`],
      ignores: [...specs, ...PREPARED_STATEMENT_USERS],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/database/prepared-statements'],
                message:
                  'Prepared statements stay in the hot paths\u2019 stores, where a benchmark showed they pay (tools/lint/api-layers.mjs, docs/architecture.md).',
              },
            ],
          },
        ],
      },
    },
  ];
}
