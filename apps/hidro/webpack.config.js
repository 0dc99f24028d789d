// The Hydraulic crane family remote: exposes ./family (apps/hidro/src/family.tsx), built to dist/apps/hidro/remoteEntry.js and
// served by the API at /remotes/hidro/. `nx run hidro:serve` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('hidro');
