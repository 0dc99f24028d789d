// Nx plugin (nx.json `plugins`): every exam family remote's project, inferred from its definition. A family app
// keeps only what is its own (src/family.tsx, strings, demo set, components of its own); its project, tags and
// targets are made here, the same for every family, so a new family cannot drift from the others.
//
//   build      webpack with ./webpack.config.js (--env family=<id>): dist/apps/<id>/remoteEntry.js
//   serve      the same config's dev server, standalone on the definition's dev port
//   lint       eslint apps/<id> (its `scope:<id>` boundary: eslint.config.mjs reads the same ./family-apps.js)
//   typecheck  ./typecheck.js <id>: the app's sources and the shared standalone entry
'use strict';

const { dirname } = require('node:path');
const { familyRemoteIds } = require('./family-apps');

const PLUGIN = 'tools/nx-plugins/family-remotes';
const WEBPACK_CONFIG = `${PLUGIN}/webpack.config.js`;
/** What every family remote is built and checked with besides its own files (not the generator or the specs). */
const SHARED_INPUTS = [
  '{workspaceRoot}/tools/webpack/**/*',
  ...['index.js', 'family-apps.js', 'webpack.config.js', 'typecheck.js', 'standalone/*'].map(
    (file) => `{workspaceRoot}/${PLUGIN}/${file}`,
  ),
];

/** The project of the family remote in apps/<id> (exported for the plugin's unit test). */
function familyRemoteProject(id) {
  const root = `apps/${id}`;
  return {
    name: id,
    root,
    sourceRoot: `${root}/src`,
    projectType: 'application',
    tags: [`scope:${id}`, 'type:app'],
    // nx.json's targetDefaults replace an inferred target's `inputs`, so the shared files every family remote is
    // built and checked with (tools/webpack and this plugin) join the project's own `default` input instead.
    namedInputs: { default: ['{projectRoot}/**/*', 'sharedGlobals', ...SHARED_INPUTS] },
    targets: {
      build: {
        executor: 'nx:run-commands',
        cache: true,
        outputs: [`{workspaceRoot}/dist/apps/${id}`],
        options: { command: `webpack --config ${WEBPACK_CONFIG} --env family=${id} --mode production` },
      },
      serve: {
        executor: 'nx:run-commands',
        continuous: true,
        options: {
          command: `webpack serve --config ${WEBPACK_CONFIG} --env family=${id} --mode development`,
        },
      },
      lint: { executor: 'nx:run-commands', options: { command: `eslint ${root}` } },
      typecheck: {
        executor: 'nx:run-commands',
        options: { command: `node ${PLUGIN}/typecheck.js ${id}` },
      },
    },
  };
}

/** @type {import('nx/src/project-graph/plugins/public-api').CreateNodes} */
const createNodes = [
  'apps/*/src/family.tsx',
  (files, _options, context) => {
    const ids = new Set(familyRemoteIds(context.workspaceRoot));
    return files
      .map((file) => [file, dirname(dirname(file))])
      .filter(([, root]) => ids.has(root.slice('apps/'.length)))
      .map(([file, root]) => {
        const project = familyRemoteProject(root.slice('apps/'.length));
        return [file, { projects: { [root]: project } }];
      });
  },
];

module.exports = { createNodes, createNodesV2: createNodes, familyRemoteProject };
