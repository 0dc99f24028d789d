// The Forklift (krautuvai) family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/krautuvai/remoteEntry.js and served by the API at /remotes/krautuvai/. `nx run krautuvai:serve` also runs it
// standalone (src/main.ts) on its family definition's devPort for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'krautuvai',
  kind: 'remote',
  title: 'Forklift (krautuvai) (standalone)',
  exposes: { './family': './apps/krautuvai/src/family.tsx' },
});
