// The shell (Module Federation host). Remotes are not listed here (`remotes: {}`): the shell registers them at
// run time from GET /api/families.
const { createAppConfig } = require('../../tools/webpack/create-app-config');

module.exports = createAppConfig({
  app: 'shell',
  kind: 'host',
  port: 4200,
  title: 'Vairavimo teorijos testai',
});
