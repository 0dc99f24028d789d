// The Forklift (krautuvai) family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/krautuvai/remoteEntry.js and served by the API at /remotes/krautuvai/. `nx run krautuvai:serve` also runs it
// standalone (src/main.ts) on http://localhost:4204 for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'krautuvai',
  kind: 'remote',
  port: 4204,
  title: 'Forklift (krautuvai) (standalone)',
  exposes: { './family': './apps/krautuvai/src/family.tsx' },
});
