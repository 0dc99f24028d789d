// The webpack configuration of an exam family's remote, from its definition: it exposes ./family
// (apps/<id>/src/family.tsx), builds to dist/apps/<id> and serves standalone on the definition's dev port.
'use strict';

const { createAppConfig } = require('./create-app-config');
const { familyDefinition } = require('./family-definitions');

/** @param {string} id the family id (= project and folder name under apps/) */
function createFamilyRemoteConfig(id) {
  const definition = familyDefinition(id);
  return createAppConfig({
    app: id,
    kind: 'remote',
    port: definition.devPort,
    title: `${definition.labels.en} (standalone)`,
    exposes: { './family': `./apps/${id}/src/family.tsx` },
  });
}

module.exports = { createFamilyRemoteConfig };
