#!/usr/bin/env node
// `node tools/scripts/new-family-proof.mjs [--id probefam] [--keep <dir>] [-- <generator options>]`
//
// The proof that a generated family needs no hand wiring (issue 24): in a scratch copy of this workspace (what git
// tracks or would track, the installed packages linked, as a fresh clone would have them), `npm run new-family --
// <id>` and then what `npm test` checks before the browser: formatting, the sample banks and demo sets, lint,
// type-check and unit tests of every project, and the whole API suite on SQLite. Fails if any step fails.
//
// Cheap where that stays honest: the Nx cache of this workspace (.nx/cache) is shared, so a task whose inputs the new
// family does not change (none of its files, no dependency on the contracts' registry) is restored rather than run
// again; every task that reads the registry runs. The API suite runs whole: every one of its apps is built from the
// registry, so no part of it is unaffected. The MariaDB suite and the browser tests are not repeated here (the
// browser test apps/e2e/src/new-family.e2e.ts uses --keep to go on from this copy).
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('../..', import.meta.url).pathname;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { id: { type: 'string', default: 'probefam' }, keep: { type: 'string' } },
});

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  // the original workspace's task cache: results whose inputs are the same are valid here too
  NX_CACHE_DIRECTORY: join(root, '.nx/cache'),
  FORCE_COLOR: '0',
};

/** A copy of the workspace's source (what git tracks or would track), with the installed packages linked. */
function scratchWorkspace(dir) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
}

const dir = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), 'portal-new-family-proof-'));
mkdirSync(dir, { recursive: true });
const started = Date.now();
const times = [];
const steps = [
  ['new family', ['npm', 'run', '--silent', 'new-family', '--', values.id, ...positionals]],
  ['format', ['npx', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['sample banks and demo sets', ['node', 'tools/seed-data/check-banks.mjs']],
  [
    'lint, type-check and unit tests',
    ['npx', 'nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--outputStyle=static'],
  ],
  ['API on SQLite', ['npx', 'nx', 'run', 'api:test-sqlite', '--outputStyle=static']],
];

let failed = null;
try {
  let t0 = Date.now();
  scratchWorkspace(dir);
  times.push(['copy', Date.now() - t0]);
  for (const [name, [cmd, ...args]] of steps) {
    t0 = Date.now();
    console.log(`\n=== new-family proof, ${name}: ${[cmd, ...args].join(' ')}`);
    const run = spawnSync(cmd, args, {
      cwd: dir,
      env,
      stdio: 'inherit',
    });
    times.push([name, Date.now() - t0]);
    if (run.status !== 0) {
      failed = name;
      break;
    }
  }
} finally {
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}

console.log('\nnew-family proof:');
for (const [name, ms] of times) console.log(`  ${name}: ${(ms / 1000).toFixed(0)} s`);
console.log(`  total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed) {
  console.log(`FAILED at: ${failed} (after \`npm run new-family -- ${values.id}\`)`);
  process.exit(1);
}
console.log(`ok: after \`npm run new-family -- ${values.id}\` the checks of \`npm test\` pass`);
