// The staff console remote: exposes ./console (default export: the console component the shell mounts at /staff),
// built to dist/apps/staff/remoteEntry.js and served by the API at /remotes/staff/. `nx run staff:serve` also runs
// it standalone (src/main.ts) on http://localhost:4206, with its own sign-in form like inside the shell.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'staff',
  kind: 'remote',
  port: 4206,
  title: 'Staff console (standalone)',
  exposes: { './console': './apps/staff/src/console.tsx' },
});
