// `npm test`: formatting, lint, type-check, unit tests, the API suite on SQLite, the new-family proof, the API suite on MariaDB,
// the browser tests, and the
// download budgets (on the apps the browser tests built).
// Every jest run writes a JSON report under tmp/jest-results; the totals are printed at the end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const resultsDir = join(root, 'tmp/jest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
};
env.MYSQL_TEST_URL ??= 'mysql://portal:portal@127.0.0.1:3306/portal_test';
const probe = JSON.parse(readFileSync(join(root, 'apps/e2e/src/support/new-family-probe.json'), 'utf8'));
const newFamilyCopy = mkdtempSync(join(tmpdir(), 'portal-new-family-'));
env.NEW_FAMILY_COPY = newFamilyCopy;

const steps = [
  ['format', ['npx', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['sample banks and demo sets', ['node', 'tools/seed-data/check-banks.mjs']],
  ['unused dependencies', ['node', 'tools/scripts/check-dependencies.mjs']],
  ['packages that support our Node', ['node', 'tools/scripts/check-engines.mjs']],
  // One ESLint process over every project's folder (each project's `lint` target is `eslint apps/<x>` or
  // `eslint libs/<x>`): import-x's cycle and boundary rules then read each module once, not once per project
  // (68 s of CPU instead of 222 s, measured 2026-11-29).
  // @nx/enforce-module-boundaries reads Nx's cached project graph and, with none (a clean clone, before any nx
  // command), skips itself with a console warning that fails nothing: the graph is computed first.
  ['lint', ['sh', '-c', 'npx nx show projects > /dev/null && npx eslint apps libs']],
  ['type-check and unit tests', ['npx', 'nx', 'run-many', '-t', 'typecheck', 'test', '--outputStyle=stream']],
  ['API on SQLite', ['npx', 'nx', 'run', 'api:test-sqlite', '--outputStyle=stream']],
  // Issue 24: after `npm run new-family`, npm test's checks pass (in a scratch copy with the probe family of
  // apps/e2e/src/support/new-family-probe.json); the browser test of new-family.e2e.ts goes on in that copy. A step of
  // its own, not inside the browser step: it type-checks, unit-tests and runs the API suite, which beside a browser
  // test would slow both (the browser tests' timings and the suite's stall limits).
  [
    'new family proof',
    [
      'node',
      'tools/scripts/new-family-proof.mjs',
      '--id',
      probe.id,
      '--keep',
      newFamilyCopy,
      '--',
      ...Object.entries(probe.labels).flatMap(([language, label]) => [`--${language}`, label]),
    ],
  ],
  ['API on MariaDB', ['npx', 'nx', 'run', 'api:test-mysql', '--outputStyle=stream']],
  ['browser tests', ['npx', 'nx', 'run', 'e2e:e2e', '--outputStyle=stream']],
  ['download budgets', ['node', 'tools/bench/bundle-sizes.mjs', '--check']],
];

let failedStep = null;
for (const [name, [cmd, ...args]] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  console.log(
    `=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  if (run.status !== 0) {
    failedStep = name;
    break;
  }
}

rmSync(newFamilyCopy, { recursive: true, force: true });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultsDir)) {
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      console.log(
        `  ${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
      );
    } catch {
      console.log(`  ${file}: unreadable report`);
    }
  }
}
if (failedStep) {
  console.log(`\nstep failed: ${failedStep}`);
  failed = Math.max(failed, 1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep || failed ? 1 : 0);
