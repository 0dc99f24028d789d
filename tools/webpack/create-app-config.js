// One webpack configuration for the shell (Module Federation host) and every family remote.
//
//   // apps/<app>/webpack.config.js
//   const { createAppConfig } = require('../../tools/webpack/create-app-config');
//   module.exports = createAppConfig({ app: 'ket', kind: 'remote', port: 4201,
//     exposes: { './family': './apps/ket/src/family.tsx' } });
//
// What it sets up (see tools/webpack/README.md):
// - TypeScript/TSX through swc-loader (automatic React runtime), aliases from tsconfig.base.json paths;
// - Module Federation (@module-federation/enhanced) with the shared singletons of tools/webpack/shared.js,
//   `remotes: {}` in the host (remotes are registered at run time from GET /api/families);
// - per-app `output.uniqueName`, `publicPath: 'auto'` for remotes, contenthash names in production,
//   swc minification (minimizer-webpack-plugin, bundled with webpack 5.110), output in dist/apps/<app>;
// - a build id: PORTAL_BUILD_ID becomes the constant __PORTAL_BUILD_ID__ ('' when unset), and
//   PORTAL_OUTPUT_ROOT=<folder> writes <folder>/<app> instead of dist/apps/<app> (a release folder);
// - a dev server with history fallback that proxies the API paths to http://localhost:3000; the image folders
//   and each family remote's dev port come from the family definitions (libs/contracts/src/families).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { workspaceRoot, aliasesFromTsconfig, createSharedConfig } = require('./shared');
const { InlineCssPlugin } = require('./inline-css-plugin');
const { familyDefinitions } = require('./family-definitions');

/** minimizer-webpack-plugin comes with webpack 5.110 (it replaced terser-webpack-plugin); resolve it from there. */
function loadMinimizerPlugin() {
  try {
    return require(
      require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }),
    );
  } catch {
    return null;
  }
}

/** clean-css comes with html-webpack-plugin (html-minifier-terser); without it CSS stays as written. */
function hasCleanCss() {
  try {
    require.resolve('clean-css');
    return true;
  } catch {
    return false;
  }
}

const FAMILY_DEFINITIONS = familyDefinitions();

/** A family remote's dev server port, from its definition (undefined for apps that are not a family). */
function familyDevPort(app) {
  return FAMILY_DEFINITIONS.find((d) => d.id === app)?.devPort;
}

/**
 * Paths the dev server hands to the API (which also serves built remotes and question images): the API, the
 * remotes and every family's image folder (`/<imageDir>/img`).
 */
const API_PATHS = [
  '/api',
  '/remotes',
  ...[...new Set(FAMILY_DEFINITIONS.map((d) => d.imageDir))].map((dir) => `/${dir}/img`),
];

/**
 * `/auth/...` belongs to the API, except `/auth/callback`, which is the shell's own screen (it reads the
 * token from the URL fragment after a social sign-in).
 */
function proxiedPath(pathname) {
  if (API_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  return pathname.startsWith('/auth/') && !pathname.startsWith('/auth/callback');
}

/**
 * One federation runtime on the page (issue 30): in production the shell provides its runtime core
 * (`provideExternalRuntime`: the global `_FEDERATION_RUNTIME_CORE`) and each remote's remoteEntry.js uses it
 * (`externalRuntime`) instead of carrying its own copy (about 16 KB gzipped per remote). A remote's standalone
 * development page has no shell, so development builds keep their own runtime.
 */
function federationRuntimeExperiments(isHost, production) {
  return production && !isHost ? { externalRuntime: true } : {};
}

/**
 * The host's side of it: the runtime plugin that `provideExternalRuntime` would add, but its ES module build.
 * `provideExternalRuntime` adds the plugin's CommonJS file (Node's require.resolve), whose require() of the runtime
 * core pulls in the core's CommonJS build next to the ES module build the shell already runs: two whole copies
 * (+21 KB gzipped on the login screen). Through the ES module file both are one module.
 */
function hostRuntimePlugins(isHost, production) {
  if (!production || !isHost) return [];
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return [path.join(path.dirname(cjs), 'index.js')];
}

/**
 * @param {object} options
 * @param {string} options.app          project name = folder under apps/ = container name = uniqueName
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote only, paths relative to the workspace root
 * @param {number} [options.port]       dev server port (PORT in the environment wins; a family remote's default is
 *                                      its definition's devPort)
 * @param {boolean} [options.standalone] remote only: also build src/main.ts + index.html (default: in dev only)
 * @param {string} [options.title]      page title of the generated index.html
 * @param {string} [options.apiUrl]     where the dev server proxies the API (default API_URL or http://localhost:3000)
 * @param {Record<string, unknown>} [options.templateParameters]  extra variables for the index.html template
 * @param {(config: import('webpack').Configuration, ctx: {mode: string}) => import('webpack').Configuration} [options.customize]
 */
function createAppConfig(options) {
  const {
    app,
    kind,
    exposes = {},
    port = familyDevPort(app) ?? 4200,
    title = 'Vairavimo teorijos testai',
    customize,
  } = options;
  if (!app || !['host', 'remote'].includes(kind))
    throw new Error('createAppConfig: app and kind (host|remote) are required');

  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const production = mode === 'production';
    const appRoot = path.join(workspaceRoot, 'apps', app);
    // PORTAL_OUTPUT_ROOT: a release folder of its own (<root>/<app>) instead of dist/apps/<app>.
    const outputPath = process.env.PORTAL_OUTPUT_ROOT
      ? path.resolve(workspaceRoot, process.env.PORTAL_OUTPUT_ROOT, app)
      : path.join(workspaceRoot, 'dist', 'apps', app);
    const buildId = process.env.PORTAL_BUILD_ID || '';
    const isHost = kind === 'host';
    const standalone = isHost || (options.standalone ?? !production);
    const apiUrl = options.apiUrl || process.env.API_URL || 'http://localhost:3000';
    const devPort = Number(process.env.PORT) || port;
    const MinimizerPlugin = loadMinimizerPlugin();
    const sourceMaps = process.env.SOURCE_MAP === '1';

    const entry = {};
    if (standalone) entry.main = path.join(appRoot, 'src', 'main.ts');

    /** @type {import('webpack').Configuration} */
    const config = {
      name: app,
      mode,
      context: workspaceRoot,
      entry,
      target: 'web',
      devtool: production ? (sourceMaps ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        uniqueName: app,
        // The host is served at the site root; a remote may be served from anywhere (/remotes/<app>/, a CDN,
        // a dev server), so it finds its chunks relative to its remoteEntry.js.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Module Federation can emit two different chunks under one id (a shared library provided, and as a
        // consumer's fallback): the content hash keeps them apart, in development too.
        chunkFilename: '[name].[contenthash:8].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: '[name].[contenthash:8].css',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: aliasesFromTsconfig({ production }),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                },
                sourceMaps: !production || sourceMaps,
              },
            },
          },
          {
            test: /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 2048 } },
          },
          { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'css' },
          // antd's rc-components declare no `sideEffects`, so webpack kept every module their index files name:
          // antd's form context (imported by most components) named @rc-component/form's index and brought the
          // whole form engine and its validators onto every family screen. They have no import-time effects
          // (antd's styles are CSS-in-JS, run when a component renders), so unused exports are dropped (issue 30).
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      experiments: { css: true },
      plugins: [
        // Which build this is ('' unless PORTAL_BUILD_ID is set); each remote's landing puts a non-empty id on
        // <html data-build-<app>>, so a test can tell a rebuilt remote from the one built before.
        new webpack.DefinePlugin({ __PORTAL_BUILD_ID__: JSON.stringify(buildId) }),
        // antd's ConfigProvider wraps the page in its tooltip UniqueProvider only when `tooltip.unique` is set, which
        // the portal never does, but imports it always, and with it @rc-component/trigger (the popup and alignment
        // machinery) would load with the first themed screen, which shows no antd popup
        // (issue 30). A stand-in that renders its children; antd's Tooltip (the staff console's, Select's) works
        // as without the provider. Matched on the resolved file, so antd's own relative import is replaced.
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]antd[\\/]es[\\/]tooltip[\\/]UniqueProvider[\\/]index\.js$/,
          path.join(__dirname, 'antd-tooltip-unique-stub.js'),
        ),
        new ModuleFederationPlugin({
          name: app,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: createSharedConfig(),
          // 'version-first' (the default) fetches the remoteEntry.js of EVERY registered remote the first time a
          // shared module is loaded, to compare versions: that would load all families on the first screen.
          // All apps are built from one lockfile, so the first provider (the shell) is the right one.
          shareStrategy: 'loaded-first',
          runtimePlugins: hostRuntimePlugins(isHost, production),
          dts: false,
          manifest: true,
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            ...federationRuntimeExperiments(isHost, production),
          },
        }),
        ...(standalone
          ? [
              new HtmlWebpackPlugin({
                // an app's own src/index.html (the shell's), else the plain page every remote's dev entry uses
                template: fs.existsSync(path.join(appRoot, 'src', 'index.html'))
                  ? path.join(appRoot, 'src', 'index.html')
                  : path.join(__dirname, 'remote-index.html'),
                filename: 'index.html',
                chunks: ['main'],
                title,
                publicPath: '/',
                // an object is merged with html-webpack-plugin's defaults (htmlWebpackPlugin, compilation, ...)
                ...(options.templateParameters ? { templateParameters: options.templateParameters } : {}),
                scriptLoading: 'defer',
                minify: production
                  ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: true }
                  : false,
              }),
              ...(production ? [new InlineCssPlugin()] : []),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer:
          production && MinimizerPlugin
            ? [
                new MinimizerPlugin({
                  minify: {
                    implementation: MinimizerPlugin.swcMinify,
                    options: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
                  },
                  extractComments: false,
                }),
                ...(hasCleanCss()
                  ? [
                      new MinimizerPlugin({
                        test: /\.css$/i,
                        minify: { implementation: MinimizerPlugin.cleanCssMinify, options: { level: 1 } },
                      }),
                    ]
                  : []),
              ]
            : undefined, // no minimizer plugin found: webpack's default (terser)
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        // Module Federation needs one runtime per container; split chunks only for async chunks so the
        // remoteEntry and the host entry stay single files.
        runtimeChunk: false,
        splitChunks: { chunks: 'async' },
      },
      performance: false,
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        host: process.env.HOST || 'localhost',
        hot: false,
        liveReload: true,
        // deep links (/home, /testai, /auth/callback) get index.html
        historyApiFallback: { index: '/index.html', disableDotRule: true },
        // the shell (another port) loads a remote's remoteEntry.js and chunks from its dev server
        headers: { 'Access-Control-Allow-Origin': '*' },
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false } },
        static: false,
        proxy: [{ context: proxiedPath, target: apiUrl, changeOrigin: false, xfwd: true }],
      },
    };

    return customize ? customize(config, { mode }) : config;
  };
}

module.exports = { createAppConfig, proxiedPath, familyDevPort, API_PATHS };
