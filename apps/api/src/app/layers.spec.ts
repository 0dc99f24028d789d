import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ENTITIES } from './entities';

// The API's layers (docs/architecture.md, "The API's layers"; tools/lint/api-layers.mjs): the lint rules fail an
// import that runs back up, a data source's type asked outside the dialect module, and a prepared statement outside
// the hot paths' stores; every table is in the one entity list; no module injects another module's repository
// beyond the known ones below.

const ROOT = join(__dirname, '../../../..');
const SRC = join(ROOT, 'apps/api/src');

interface LintResult {
  file: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints source texts as if they were the files named (the files need not exist), with the workspace's own
 * eslint.config.mjs, in one child process (ESLint's config loading wants real ES modules).
 */
function lint(files: Record<string, string>): Record<string, LintResult['messages']> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const files = JSON.parse(process.env.LINT_FIXTURES);
    const out = [];
    for (const [file, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath: file });
      out.push({ file, messages: result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })) });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, LINT_FIXTURES: JSON.stringify(files), NX_DAEMON: 'false' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(stdout) as LintResult[];
  return Object.fromEntries(results.map((r) => [r.file, r.messages]));
}

const rulesOf = (messages: LintResult['messages']) => messages.map((m) => m.ruleId);

describe('the API layers (lint)', () => {
  const fixtures = {
    // back up: infrastructure → domain, domain → composition root, base domain → other domain
    'apps/api/src/database/probe-up.ts': "export { ExamModule } from '../exam/exam.module';\n",
    'apps/api/src/infra/probe-up.ts': "export { AppModule } from '../app/app.module';\n",
    'apps/api/src/exam/probe-up.ts': "export { AppModule } from '../app/app.module';\n",
    'apps/api/src/learning/probe-up.ts': "export { familyModule } from '../families/family-module';\n",
    'apps/api/src/accounts/probe-up.ts': "export { ExamModule } from '../exam/exam.module';\n",
    // down: allowed
    'apps/api/src/exam/probe-down.ts':
      "export { dialectOf } from '../database/dialect';\nexport { AccountsModule } from '../accounts/accounts.module';\n",
    'apps/api/src/app/probe-down.ts': "export { ExamModule } from '../exam/exam.module';\n",
    // a spec may boot the whole application
    'apps/api/src/exam/probe-up.spec.ts': "export { AppModule } from '../app/app.module';\n",
    // the dialect is asked for, not the data source's type
    'apps/api/src/payments/probe-dialect.ts':
      "import type { DataSource } from 'typeorm';\nexport const mysql = (d: DataSource) => d.options.type === 'mysql';\n",
    // prepared statements only in the hot paths' stores
    'apps/api/src/banks/probe-prepared.ts':
      "export { preparedRead } from '../database/prepared-statements';\n",
    'apps/api/src/attempts/attempt-store.ts':
      "export { preparedWrite } from '../database/prepared-statements';\n",
  };
  let results: Record<string, LintResult['messages']>;

  beforeAll(() => {
    results = lint(fixtures);
  }, 180_000);

  it.each([
    'apps/api/src/database/probe-up.ts',
    'apps/api/src/infra/probe-up.ts',
    'apps/api/src/exam/probe-up.ts',
    'apps/api/src/learning/probe-up.ts',
    'apps/api/src/accounts/probe-up.ts',
  ])('fails an import that runs back up (%s)', (file) => {
    expect(rulesOf(results[file])).toContain('import-x/no-restricted-paths');
  });

  it.each([
    'apps/api/src/exam/probe-down.ts',
    'apps/api/src/app/probe-down.ts',
    'apps/api/src/exam/probe-up.spec.ts',
  ])('passes imports that point down, and specs (%s)', (file) => {
    expect(rulesOf(results[file])).not.toContain('import-x/no-restricted-paths');
  });

  it("fails a data source's type asked outside database/dialect.ts", () => {
    expect(rulesOf(results['apps/api/src/payments/probe-dialect.ts'])).toContain('no-restricted-syntax');
  });

  it("fails a prepared statement outside the hot paths' stores", () => {
    expect(rulesOf(results['apps/api/src/banks/probe-prepared.ts'])).toContain('no-restricted-imports');
    expect(rulesOf(results['apps/api/src/attempts/attempt-store.ts'])).not.toContain('no-restricted-imports');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The top folder under apps/api/src a file belongs to. */
const moduleOf = (file: string) => relative(SRC, file).split(sep)[0];

describe('the tables', () => {
  const files = sourceFiles(SRC).filter(
    (f) => !f.endsWith('.spec.ts') && !f.includes(`${sep}migrations${sep}`),
  );

  it('every entity is in the one list (app/entities.ts), gathered from the modules that own them', () => {
    const entityFiles = files.filter((f) => f.endsWith('.entity.ts'));
    const declared = entityFiles.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/export class (\w+Entity)\b/g)].map((m) => m[1]),
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(ENTITIES.map((e) => e.name).sort()).toEqual([...declared].sort());
  });

  /**
   * Repositories injected outside the module that owns the entity: reads that should move behind the owner's
   * service or store. The list may shrink, never grow (the seed, a tool of the composition root, is not counted).
   */
  const KNOWN_FOREIGN_REPOSITORIES = [
    'banks → exam/CategoryEntity',
    'banks → exam/QuestionEntity',
    'competition → exam/CategoryEntity',
    'competition → exam/QuestionEntity',
    'examiner → exam/CategoryEntity',
    'examiner → exam/QuestionEntity',
    'staff → accounts/AccountEntity',
    'staff → audit/AuditEntryEntity',
    'staff → enrollment/EnrollmentEntity',
    'staff → exam/AttemptEntity',
  ];

  it("no module injects another module's repository beyond the known ones", () => {
    const foreign = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, entity] of text.matchAll(/@InjectRepository\((\w+)\)/g)) {
        const from = new RegExp(`import \\{[^}]*\\b${entity}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1];
        if (!from) throw new Error(`${file}: where does ${entity} come from?`);
        const owner = moduleOf(join(dirname(file), from));
        if (owner !== moduleOf(file) && moduleOf(file) !== 'seed')
          foreign.add(`${moduleOf(file)} → ${owner}/${entity}`);
      }
    }
    expect([...foreign].sort()).toEqual(KNOWN_FOREIGN_REPOSITORIES);
  });
});
