// The competition mode's remote: exposes ./family (apps/competition/src/family.tsx), built to
// dist/apps/competition/remoteEntry.js and served by the API at /remotes/competition/.
const { createFamilyRemoteConfig } = require('../../tools/webpack/create-family-remote-config');

module.exports = createFamilyRemoteConfig('competition');
