// The family definitions (libs/contracts/src/families, TypeScript) for the webpack configurations, compiled on the
// fly by jiti, so that ports, titles and image paths come from the one definition of each family.
'use strict';

const path = require('node:path');
const { createJiti } = require('jiti');

const workspaceRoot = path.resolve(__dirname, '..', '..');
const jiti = createJiti(__filename, { moduleCache: false });

/** @returns {readonly import('../../libs/contracts/src/families/family-definition').FamilyDefinition[]} */
function familyDefinitions() {
  return jiti(path.join(workspaceRoot, 'libs/contracts/src/families/registry.ts')).FAMILY_DEFINITIONS;
}

function familyDefinition(id) {
  const found = familyDefinitions().find((d) => d.id === id);
  if (!found) throw new Error(`no family definition '${id}' in libs/contracts/src/families/registry.ts`);
  return found;
}

module.exports = { familyDefinitions, familyDefinition };
