#!/usr/bin/env node
// `npm run new-family -- <id> [--lt "…" --ru "…" --en "…" --uk "…" --pl "…"] [--root <dir>]` (a label per language
// of LANGUAGES; one not given is the id)
//
// Creates a complete, working enrolled exam family: its definition (libs/contracts/src/families/definitions), its
// remote app (apps/<id>: project, webpack config, strings, the demo set), an empty question bank with one sample
// category and its image folder, and registers the definition in the one list that cannot read it (registry.ts).
// Everything else (API module and routes, manifest, images, dev servers, lint boundaries, bank checker, bench and
// e2e lists) reads the definitions. Prints the files it created and the ones it edited.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { renderFamilyFiles } from './templates.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// The one list of languages (a label option per language).
const { LANGUAGES } = await createJiti(import.meta.url).import(
  join(here, '../../../libs/contracts/src/families/family-definition.ts'),
);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...Object.fromEntries(LANGUAGES.map((l) => [l, { type: 'string' }])),
    root: { type: 'string' },
  },
});

const root = resolve(values.root ?? join(here, '..', '..', '..'));
const id = positionals[0];
const fail = (message) => {
  console.error(`new-family: ${message}`);
  process.exit(2);
};

if (!id || !/^[a-z][a-z0-9]{1,19}$/.test(id))
  fail(
    'give the family id: 2 to 20 lower-case letters and digits, starting with a letter (e.g. `npm run new-family -- buses`)',
  );
if (['staff', 'shell', 'api', 'e2e', 'auth', 'families', 'health', 'docs', 'remotes'].includes(id))
  fail(`'${id}' is reserved`);

const registryFile = join(root, 'libs/contracts/src/families/registry.ts');
const registry = readFileSync(registryFile, 'utf8');
const constName = id.toUpperCase();
if (existsSync(join(root, 'apps', id)) || registry.includes(`'./definitions/${id}'`))
  fail(`a family or app '${id}' exists already`);

const pretty = id[0].toUpperCase() + id.slice(1);
const labels = Object.fromEntries(LANGUAGES.map((l) => [l, values[l] ?? pretty]));
const usedPorts = [...readDefinitionPorts(root)];
const devPort = Math.max(4208, ...usedPorts) + 1;

const created = [];
for (const [file, text] of Object.entries(
  renderFamilyFiles({ id, constName, labels, devPort, templatesDir: join(here, 'templates') }),
)) {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  created.push(file);
}

// The registry: import, re-export and list the definition (enrolled families come before the modes).
const edited = [relative(root, registryFile)];
let next = registry.replace(
  /(import \{ \w+ \} from '\.\/definitions\/[\w-]+';\n)(?!import \{ \w+ \} from '\.\/definitions)/,
  `$1import { ${constName} } from './definitions/${id}';\n`,
);
next = next.replace(/export \{ ([^}]+) \};/, (_, names) => `export { ${names.trim()}, ${constName} };`);
next = next.replace(
  /export const FAMILY_DEFINITIONS = \[([^\]]*?)COMPETITION/,
  (_, before) => `export const FAMILY_DEFINITIONS = [${before}${constName}, COMPETITION`,
);
if (next === registry || !next.includes(`${constName}, COMPETITION`))
  fail(`could not register ${constName} in ${edited[0]}`);
writeFileSync(registryFile, next);

// The workspace's formatting, so that `prettier --check .` stays green.
spawnSync(
  'npx',
  [
    'prettier',
    '--write',
    '--log-level',
    'warn',
    ...created.filter((f) => !f.endsWith('.gitkeep')),
    ...edited,
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

console.log(`new-family: created the family '${id}' (${labels.en}), dev port ${devPort}`);
console.log(`  created ${created.length} files:\n${created.map((f) => `    ${f}`).join('\n')}`);
console.log(`  edited ${edited.length} file:\n${edited.map((f) => `    ${f}`).join('\n')}`);
console.log(`Next: put its strings and demo questions in apps/${id}/src, import its bank in the staff console (or
apps/api/src/seed/banks/${id}.json), then \`npm start\` and choose '${labels.lt}' on the login screen.`);

function readDefinitionPorts(dir) {
  const defs = join(dir, 'libs/contracts/src/families/definitions');
  const text = readFileSync(join(dir, 'libs/contracts/src/families/registry.ts'), 'utf8');
  const files = [...text.matchAll(/from '\.\/definitions\/([\w-]+)'/g)].map((m) => join(defs, `${m[1]}.ts`));
  return files.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/devPort:\s*(\d+)/g)].map((m) => Number(m[1])),
  );
}
