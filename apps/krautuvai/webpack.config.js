// The Forklift family remote: exposes ./family (apps/krautuvai/src/family.tsx), built to dist/apps/krautuvai/remoteEntry.js and
// served by the API at /remotes/krautuvai/. `nx run krautuvai:serve` also runs it standalone on its definition's dev port.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('krautuvai');
