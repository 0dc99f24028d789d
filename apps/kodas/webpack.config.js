// The Code 95 family remote: exposes ./family (apps/kodas/src/family.tsx), built to dist/apps/kodas/remoteEntry.js and
// served by the API at /remotes/kodas/. `nx run kodas:serve` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('kodas');
