// The Code 95 (kodas) family remote: exposes ./family (a FamilyRemote: { family, Landing, Runner, i18n }), built to
// dist/apps/kodas/remoteEntry.js and served by the API at /remotes/kodas/. `nx run kodas:serve` also runs it
// standalone (src/main.ts) on its family definition's devPort for the team's development.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'kodas',
  kind: 'remote',
  title: 'Kodas 95 (standalone)',
  exposes: { './family': './apps/kodas/src/family.tsx' },
});
