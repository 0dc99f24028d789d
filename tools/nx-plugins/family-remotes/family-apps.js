// Which folders under apps/ are exam family remotes: a folder apps/<id> with src/family.tsx whose id is an
// enrolled family of the registry (libs/contracts/src/families/registry.ts). Read by the Nx plugin (their projects
// and targets) and by eslint.config.mjs (their `scope:<id>` boundary), so neither keeps a list of its own.
'use strict';

const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { createJiti } = require('jiti');

/**
 * The enrolled families' ids whose app folder exists, in registry order.
 * @param {string} workspaceRoot
 * @returns {string[]}
 */
function familyRemoteIds(workspaceRoot) {
  // A fresh jiti per call: the registry changes when `npm run new-family` adds a definition.
  const jiti = createJiti(__filename, { moduleCache: false, fsCache: false });
  const { FAMILY_DEFINITIONS } = jiti(join(workspaceRoot, 'libs/contracts/src/families/registry.ts'));
  return FAMILY_DEFINITIONS.filter(
    (d) => d.kind === 'enrolled' && existsSync(join(workspaceRoot, 'apps', d.id, 'src', 'family.tsx')),
  ).map((d) => d.id);
}

module.exports = { familyRemoteIds };
