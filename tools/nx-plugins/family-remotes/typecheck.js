#!/usr/bin/env node
// `node tools/nx-plugins/family-remotes/typecheck.js <id>`: the type-check of a family remote (its Nx `typecheck`
// target). What a tsconfig.app.json per app said, once for every family: tsconfig.base.json over the app's sources
// (specs excluded), the asset and build-id declarations of tools/types and the shared standalone entry, whose
// `portal-family-remote` import is this family's src/family.tsx.
'use strict';

const path = require('node:path');
const ts = require('typescript');

const id = process.argv[2];
if (!id || !/^[a-z][a-z0-9]*$/.test(id)) {
  console.error('usage: typecheck.js <family id>');
  process.exit(2);
}
const workspaceRoot = path.resolve(__dirname, '..', '..', '..');
const base = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const app = `apps/${id}`;

const parsed = ts.parseJsonConfigFileContent(
  {
    extends: './tsconfig.base.json',
    compilerOptions: {
      noEmit: true,
      types: [],
      paths: { ...base.compilerOptions.paths, 'portal-family-remote': [`./${app}/src/family.tsx`] },
    },
    include: [
      `${app}/src/**/*.ts`,
      `${app}/src/**/*.tsx`,
      'tools/types/*.d.ts',
      'tools/nx-plugins/family-remotes/standalone/*',
    ],
    exclude: [`${app}/src/**/*.spec.ts`, `${app}/src/**/*.spec.tsx`],
  },
  ts.sys,
  workspaceRoot,
  undefined,
  path.join(workspaceRoot, `tsconfig.${id}.json`),
);
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => workspaceRoot,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
