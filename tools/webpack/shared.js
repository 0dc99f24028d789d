// What the shell and every remote share through Module Federation, and the tsconfig path aliases.
// One list for all apps, so that host and remotes always agree (a mismatch would load a second React).
//
// Shared = one instance on the page, provided by whoever loads first (the shell): only what MUST be one
// instance (React and its contexts, the one Redux store and RTK Query api, the one i18next, the one
// antd theme). Everything else a remote imports is BUNDLED into the remote, so a remote rebuilt alone runs the
// code it was built with (docs/decisions.md, "What the remotes share and what they bundle").
'use strict';

const path = require('node:path');
const fs = require('node:fs');

const workspaceRoot = path.resolve(__dirname, '..', '..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const tsconfigBase = require(path.join(workspaceRoot, 'tsconfig.base.json'));

/** `@portal/ui` -> /abs/libs/ui/src/index.ts, from tsconfig.base.json `paths`. */
function aliasesFromTsconfig({ production = false } = {}) {
  const alias = {};
  for (const [key, [target]] of Object.entries(tsconfigBase.compilerOptions.paths || {})) {
    if (key.endsWith('/*')) {
      alias[key.slice(0, -2)] = path.join(workspaceRoot, target.replace(/\/\*$/, ''));
    } else {
      alias[`${key}$`] = path.join(workspaceRoot, target);
    }
  }
  // react-router's package exports point bundlers at its development build (warnings included);
  // production builds take the production files.
  if (production) {
    const rr = path.join(workspaceRoot, 'node_modules', 'react-router', 'dist', 'production');
    alias['react-router$'] = path.join(rr, 'index.mjs');
    alias['react-router/dom$'] = path.join(rr, 'dom-export.mjs');
  }
  return alias;
}

/** The installed version of an npm package (what this build bundles when it provides the module). */
function installedVersion(pkg) {
  return require(path.join(workspaceRoot, 'node_modules', pkg, 'package.json')).version;
}

/**
 * Third-party singletons: [share key, package]. One copy on the page (React's and react-redux's
 * contexts, RTK's `createApi` instance, the i18next instance), never eager. Every app requires `^` the version it
 * was built with and `strictVersion`: a remote built against another major version fails loudly in its
 * RemoteBoundary instead of running against an incompatible copy.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-redux', 'react-redux'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
];

/**
 * Workspace libraries shared as singletons, each for the one instance it holds:
 * - federation: the one Redux store (slice injection, dynamic middleware) and the remote registry;
 * - api-client: the one RTK Query `portalApi` (its reducer and middleware are in the shell's store) and the
 *   session storage of the active family;
 * - i18n: the one i18next instance and the language switch;
 * - ui: the one antd (its ConfigProvider context carries the portal theme and the locale).
 * They are the platform's contract with the remotes: the shell's copy runs for every remote, so a change must
 * stay compatible, and an incompatible one bumps the major version in libs/<lib>/package.json (the remotes
 * built after it then refuse the shell's older copy: `strictVersion`).
 */
const SHARED_WORKSPACE_LIBS = ['federation', 'api-client', 'i18n', 'ui'];

/**
 * Workspace libraries every app BUNDLES (tree-shaken, its own copy): they carry family behaviour (the test
 * screen, the landing's parts) or are stateless (contracts: wire types, rules, the family definitions), so a
 * remote rebuilt with a change in them runs that change while the others keep theirs.
 */
const BUNDLED_WORKSPACE_LIBS = ['runner', 'family-kit', 'contracts'];

function createSharedConfig() {
  const shared = {};
  for (const [key, pkg] of SINGLETONS) {
    if (!rootPackage.dependencies?.[pkg])
      throw new Error(`shared module ${pkg} is not in package.json dependencies`);
    // the installed version (package.json pins them)
    const version = installedVersion(pkg);
    shared[key] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: true,
      eager: false,
    };
  }

  // Redux Toolkit is NOT shared either: only the shared @portal/federation (the store) and @portal/api-client
  // (`portalApi`) call it, so the shell's copies of those bring what they use of it, tree-shaken; the one instance
  // that matters (react-redux's context) is shared.
  // react-router is NOT shared: a shared module is never tree-shaken (its whole 60 KB would load with the first
  // remote). The shell bundles what it uses of it and hands the remotes navigation through @portal/federation
  // (PortalRouterContext).
  // antd is NOT shared whole (447 KB gzipped): it reaches every app through @portal/ui.
  const paths = tsconfigBase.compilerOptions.paths || {};
  for (const lib of SHARED_WORKSPACE_LIBS) {
    const key = `@portal/${lib}`;
    if (!paths[key]) throw new Error(`shared library ${key} has no path in tsconfig.base.json`);
    const { version } = require(path.join(workspaceRoot, 'libs', lib, 'package.json'));
    // the library and its entry points (`@portal/ui/forms`): each its own shared module, loaded when first imported
    for (const entry of Object.keys(paths).filter((k) => k === key || k.startsWith(`${key}/`))) {
      shared[entry] = {
        import: path.join(workspaceRoot, paths[entry][0]),
        shareKey: entry,
        version,
        requiredVersion: `^${version}`,
        strictVersion: true,
        singleton: true,
        eager: false,
      };
    }
  }
  return shared;
}

module.exports = {
  workspaceRoot,
  aliasesFromTsconfig,
  createSharedConfig,
  SINGLETONS,
  SHARED_WORKSPACE_LIBS,
  BUNDLED_WORKSPACE_LIBS,
};
