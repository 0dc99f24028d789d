// The Hydraulic crane (hidro) family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/hidro/remoteEntry.js and served by the API at /remotes/hidro/. `nx run hidro:serve` also runs it
// standalone (src/main.ts) on its family definition's devPort for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'hidro',
  kind: 'remote',
  title: 'Hydraulic crane (hidro) (standalone)',
  exposes: { './family': './apps/hidro/src/family.tsx' },
});
