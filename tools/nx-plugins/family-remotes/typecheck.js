#!/usr/bin/env node
// `node tools/nx-plugins/family-remotes/typecheck.js <id>`: the type-check of a family remote (its Nx `typecheck`
// target). What a tsconfig.app.json per app said, once for every family: tsconfig.base.json over the app's sources
// (specs excluded), the asset and build-id declarations of tools/types and the shared standalone entry, whose
// `portal-family-remote` import is this family's src/family.tsx. The tsconfig is written to tmp/typecheck/ (a family
// app has none of its own) and checked by tools/scripts/typecheck.mjs, like every other project.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const id = process.argv[2];
if (!id || !/^[a-z][a-z0-9]*$/.test(id)) {
  console.error('usage: typecheck.js <family id>');
  process.exit(2);
}
const workspaceRoot = path.resolve(__dirname, '..', '..', '..');
const base = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const app = `apps/${id}`;
const dir = path.join(workspaceRoot, 'tmp', 'typecheck');
/** Paths in a tsconfig are relative to its own folder: from tmp/typecheck back to the workspace. */
const up = (p) => path.posix.join('../..', p);

const config = {
  extends: up('tsconfig.base.json'),
  compilerOptions: {
    noEmit: true,
    types: [],
    paths: {
      ...Object.fromEntries(
        Object.entries(base.compilerOptions.paths).map(([alias, targets]) => [alias, targets.map(up)]),
      ),
      'portal-family-remote': [up(`${app}/src/family.tsx`)],
    },
  },
  include: [
    up(`${app}/src/**/*.ts`),
    up(`${app}/src/**/*.tsx`),
    up('tools/types/*.d.ts'),
    up('tools/nx-plugins/family-remotes/standalone/*'),
  ],
  exclude: [up(`${app}/src/**/*.spec.ts`), up(`${app}/src/**/*.spec.tsx`)],
};
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `tsconfig.${id}.json`);
fs.writeFileSync(file, JSON.stringify(config, null, 2));
const run = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/scripts/typecheck.mjs'), file], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
