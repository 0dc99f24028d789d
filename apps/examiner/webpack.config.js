// The examiner mode remote: exposes ./family (apps/examiner/src/family.tsx), built to dist/apps/examiner/remoteEntry.js
// and served by the API at /remotes/examiner/. `nx run examiner:serve` also runs it standalone on its dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('examiner');
