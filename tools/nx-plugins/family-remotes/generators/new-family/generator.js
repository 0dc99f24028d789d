// The new-family generator (`npm run new-family -- <id> [--lt … --ru … --en … --uk … --pl …] [--dry-run]`, which is
// `nx g ./tools/nx-plugins/family-remotes:new-family`): a complete, working enrolled exam family. It writes the
// family's definition (libs/contracts/src/families/definitions), what its remote app keeps of its own (family.tsx,
// strings in every language of LANGUAGES, a demo set), an empty bank with one sample category and the image folder,
// and registers the definition in the one list that cannot read it (registry.ts). The app's project and targets are
// inferred by the plugin (../../index.js); everything else (API module and routes, manifest, images, dev servers,
// lint boundaries, bank checker, bench and test lists) reads the definitions.
'use strict';

const { join } = require('node:path');
const { formatFiles } = require('@nx/devkit');
const { createJiti } = require('jiti');
const { renderFamilyFiles } = require('./templates');

const REGISTRY = 'libs/contracts/src/families/registry.ts';
const DEFINITIONS = 'libs/contracts/src/families/definitions';
/** Names that are apps, API prefixes or the API's own paths already. */
const RESERVED = ['staff', 'shell', 'api', 'e2e', 'auth', 'families', 'health', 'docs', 'remotes'];
/** The first dev port a generated family may take (the portal's own apps use 4200–4208). */
const FIRST_FREE_PORT = 4209;

/** The one list of languages (a label option per language), from the contracts. */
function languages() {
  const file = join(__dirname, '../../../../../libs/contracts/src/families/family-definition.ts');
  return createJiti(__filename)
    .import(file)
    .then((m) => m.LANGUAGES);
}

/** The dev ports of the registered definitions, read from the tree (so a dry run and the unit test see the same). */
function definitionPorts(tree) {
  const registry = tree.read(REGISTRY, 'utf-8');
  return [...registry.matchAll(/from '\.\/definitions\/([\w-]+)'/g)].flatMap((m) => {
    const text = tree.read(`${DEFINITIONS}/${m[1]}.ts`, 'utf-8') ?? '';
    return [...text.matchAll(/devPort:\s*(\d+)/g)].map((p) => Number(p[1]));
  });
}

/** registry.ts with the definition imported, re-exported and listed (enrolled families come before the modes). */
function register(registry, id, constName) {
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
    throw new Error(`new-family: could not register ${constName} in ${REGISTRY}`);
  return next;
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{id: string, skipFormat?: boolean} & Record<string, string>} options
 */
async function newFamilyGenerator(tree, options) {
  const { id } = options;
  if (!id || !/^[a-z][a-z0-9]{1,19}$/.test(id))
    throw new Error(
      'new-family: give the family id: 2 to 20 lower-case letters and digits, starting with a letter (e.g. `npm run new-family -- buses`)',
    );
  if (RESERVED.includes(id)) throw new Error(`new-family: '${id}' is reserved`);
  const registry = tree.read(REGISTRY, 'utf-8');
  if (tree.exists(`apps/${id}`) || registry.includes(`'./definitions/${id}'`))
    throw new Error(`new-family: a family or app '${id}' exists already`);

  const constName = id.toUpperCase();
  const pretty = id[0].toUpperCase() + id.slice(1);
  const labels = Object.fromEntries((await languages()).map((l) => [l, options[l] ?? pretty]));
  const devPort = Math.max(FIRST_FREE_PORT - 1, ...definitionPorts(tree)) + 1;

  for (const [file, text] of Object.entries(renderFamilyFiles({ id, constName, labels, devPort })))
    tree.write(file, text);
  tree.write(REGISTRY, register(registry, id, constName));
  // The workspace's formatting, so that `prettier --check .` stays green.
  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    console.log(`new-family: the family '${id}' (${labels.en}), dev port ${devPort}`);
    console.log(`Next: put its strings and demo questions in apps/${id}/src, import its bank in the staff console (or
apps/api/src/seed/banks/${id}.json), then \`npm start\` and choose '${labels.lt}' on the login screen.`);
  };
}

module.exports = newFamilyGenerator;
module.exports.default = newFamilyGenerator;
