// The Tractor family remote: exposes ./family (apps/tractor/src/family.tsx), built to dist/apps/tractor/remoteEntry.js and
// served by the API at /remotes/tractor/. `nx run tractor:serve` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('tractor');
