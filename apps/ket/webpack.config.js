// The Driving theory family remote: exposes ./family (apps/ket/src/family.tsx), built to dist/apps/ket/remoteEntry.js and
// served by the API at /remotes/ket/. `nx run ket:serve` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('ket');
