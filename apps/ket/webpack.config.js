// The KET family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/ket/remoteEntry.js and served by the API at /remotes/ket/. `nx run ket:serve` also runs it
// standalone (src/main.ts) on its family definition's devPort for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'ket',
  kind: 'remote',
  title: 'KET (standalone)',
  exposes: { './family': './apps/ket/src/family.tsx' },
});
