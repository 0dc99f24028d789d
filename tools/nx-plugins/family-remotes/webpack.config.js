// The webpack configuration of every exam family remote (`--env family=<id>`, set by the Nx plugin's targets):
// tools/webpack/create-family-remote-config.js with the family's id, and, for the standalone development page,
// the one shared entry in ./standalone instead of a main.ts per app.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { createFamilyRemoteConfig } = require('../../webpack/create-family-remote-config');

const workspaceRoot = path.resolve(__dirname, '..', '..', '..');

module.exports = (env = {}, argv = {}) => {
  const id = env.family;
  if (!id) throw new Error('family remote: give the family id (webpack --env family=<id>)');
  const config = createFamilyRemoteConfig(id)(env, argv);
  if (config.entry.main) {
    config.entry.main = path.join(__dirname, 'standalone', 'main.ts');
    // what the shared standalone entry imports: this family's id and its ./family module
    config.resolve.alias['portal-family-remote'] = path.join(workspaceRoot, 'apps', id, 'src', 'family.tsx');
    config.plugins.push(new webpack.DefinePlugin({ __PORTAL_FAMILY__: JSON.stringify(id) }));
  }
  return config;
};
