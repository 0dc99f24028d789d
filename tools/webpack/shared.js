// What the shell and every remote share through Module Federation, and the tsconfig path aliases.
// One list for all apps, so that host and remotes always agree (a mismatch would load a second React).
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

function versionOf(name) {
  const range = (rootPackage.dependencies || {})[name] || (rootPackage.devDependencies || {})[name];
  if (!range) throw new Error(`shared module ${name} is not in package.json`);
  return range;
}

/** Third-party singletons: one copy on the page, whoever loads first provides it. Never eager. */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['@reduxjs/toolkit', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/query', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit'],
  ['react-redux', 'react-redux'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
];

/** The workspace libraries, shared as singletons: one i18n instance, one store helper, one UI library. */
const WORKSPACE_LIBS = ['contracts', 'ui', 'i18n', 'api-client', 'federation', 'runner', 'family-kit'];

function createSharedConfig() {
  const shared = {};
  for (const [key, pkg] of SINGLETONS) {
    const requiredVersion = versionOf(pkg);
    shared[key] = { singleton: true, requiredVersion, eager: false };
  }

  // react-router is a dependency of react-router-dom, not of the workspace: it is always the same version.
  const routerVersion = require(
    path.join(workspaceRoot, 'node_modules', 'react-router', 'package.json'),
  ).version;
  for (const key of ['react-router', 'react-router/dom']) {
    shared[key] = {
      singleton: true,
      requiredVersion: `^${routerVersion}`,
      version: routerVersion,
      eager: false,
    };
  }

  // Charts are heavy (about 420 KB gzipped): shared so that two remotes do not load them twice, but not a
  // singleton and never eager; only the screens that draw a chart import them (React.lazy).
  shared['@ant-design/charts'] = {
    singleton: false,
    requiredVersion: versionOf('@ant-design/charts'),
    eager: false,
  };

  // antd is NOT shared whole (447 KB gzipped): it reaches every app through @portal/ui.
  const paths = tsconfigBase.compilerOptions.paths || {};
  for (const lib of WORKSPACE_LIBS) {
    const key = `@portal/${lib}`;
    if (!paths[key]) continue;
    const entry = path.join(workspaceRoot, paths[key][0]);
    if (!fs.existsSync(entry)) continue; // a library not written yet
    const pkgFile = path.join(workspaceRoot, 'libs', lib, 'package.json');
    const version = fs.existsSync(pkgFile) ? require(pkgFile).version : '1.0.0';
    shared[key] = {
      import: entry,
      shareKey: key,
      version,
      requiredVersion: `^${version}`,
      singleton: true,
      eager: false,
    };
  }
  return shared;
}

module.exports = { workspaceRoot, aliasesFromTsconfig, createSharedConfig, WORKSPACE_LIBS, SINGLETONS };
