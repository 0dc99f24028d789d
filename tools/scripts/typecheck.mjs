#!/usr/bin/env node
// `node tools/scripts/typecheck.mjs <tsconfig>...`: the type-check of a project (its Nx `typecheck` target), one
// `tsc --noEmit -p` per tsconfig given, with TypeScript 7 (the native compiler, package alias `typescript-7`).
//
// Why TypeScript 7 here and 6 elsewhere: type-checking every project is the largest part of `npm test`'s first step
// and is repeated by the new-family proof; the native compiler does it about four times faster with the same
// diagnostics (measured 2026-11-29, docs/decisions.md "Type-checking with TypeScript 7"). TypeScript 7 has no
// JavaScript API yet, and typescript-eslint, the API's build (`tsc` emit with decorator metadata) and editors use
// TypeScript 6's; both read the same tsconfig files.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// the package exports no bin path: its folder is found through its package.json
const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin/tsc');

const configs = process.argv.slice(2);
if (!configs.length) {
  console.error('usage: typecheck.mjs <tsconfig>...');
  process.exit(2);
}
for (const config of configs) {
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', config], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
