#!/usr/bin/env node
// `node tools/scripts/new-family-proof.mjs [--id probefam] [--keep <dir>] [-- <generator options>]`
//
// The proof that a generated family needs no hand wiring (issue 24): in a scratch copy of this workspace (what git
// tracks or would track, the installed packages linked, as a fresh clone would have them), `npm run new-family --
// <id>` and then what `npm test` checks before the browser: formatting and lint of what the generator wrote, the
// sample banks and demo sets, type-check and unit tests of every project, and the whole API suite on SQLite. Fails if any
// step fails; prints each step's time.
//
// Why not less: a new family edits the contracts' registry, on which every project but ui and test-support depends,
// so Nx's affected set (and its cache) is nearly everything, and every app of the API suite is built from the
// registry, so no part of it is unaffected. Not repeated here: the MariaDB suite (the same tests on another
// database) and the browser tests (apps/e2e/src/new-family.e2e.ts runs this script with --keep and goes on in
// the same copy with the new remote in Chromium).
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('../..', import.meta.url).pathname;
/** Written into a kept copy once every check passed: its content is the family's id. */
const PROOF_MARKER = '.new-family-proof-passed';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { id: { type: 'string', default: 'probefam' }, keep: { type: 'string' } },
});

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
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
  // Formatting of what the generator wrote or edited (no other file changes; `npm test` checks them all).
  [
    'format',
    [
      'npx',
      'prettier',
      '--check',
      '--log-level',
      'warn',
      `apps/${values.id}`,
      'libs/contracts/src/families',
      `apps/api/src/seed/banks/${values.id}.json`,
    ],
  ],
  ['sample banks and demo sets', ['node', 'tools/seed-data/check-banks.mjs']],
  // Lint reads no types, so only files the generator wrote or edited can lint differently: the new app and the
  // contracts (the registry, the definition). Type-check and unit tests: every project (a Record over the family
  // ids, a list that should have come from the registry, can be anywhere).
  ['lint', ['npx', 'nx', 'run-many', '-t', 'lint', '-p', `${values.id},contracts`, '--outputStyle=static']],
  ['type-check and unit tests', ['npx', 'nx', 'run-many', '-t', 'typecheck', 'test', '--outputStyle=static']],
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
// The browser test (apps/e2e/src/new-family.e2e.ts) goes on in a kept copy only when this marker says the proof of
// that family passed there.
if (values.keep) writeFileSync(join(dir, PROOF_MARKER), values.id);
