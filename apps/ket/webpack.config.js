// The KET family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/ket/remoteEntry.js and served by the API at /remotes/ket/. `nx run ket:serve` also runs it
// standalone (src/main.ts) on http://localhost:4201 for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'ket',
  kind: 'remote',
  port: 4201,
  title: 'KET (standalone)',
  exposes: { './family': './apps/ket/src/family.tsx' },
});
