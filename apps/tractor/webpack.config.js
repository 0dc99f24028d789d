// The Tractor family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/tractor/remoteEntry.js and served by the API at /remotes/tractor/. `nx run tractor:serve` also runs it
// standalone (src/main.ts) on its family definition's devPort for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'tractor',
  kind: 'remote',
  title: 'Tractor (standalone)',
  exposes: { './family': './apps/tractor/src/family.tsx' },
});
