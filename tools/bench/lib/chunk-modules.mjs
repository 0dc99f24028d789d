// Which source modules are in which emitted file of an app (the shell or a family remote).
//
// Why: the production bundles carry numeric module ids only, and mf-manifest.json / mf-stats.json list files
// per shared module and per expose but not the modules inside a chunk. So we cannot tell from dist alone
// whether a lazy chunk of a remote is the family's own code (apps/<family>/...) or a lazy part of a shared
// library (libs/runner's screen, libs/family-kit's chart wrapper, @antv's renderers...).
//
// How (the simplest reliable way, no change to the webpack factory): build the app again, in a child process,
// with its own unchanged production configuration (apps/<app>/webpack.config.js, or a family remote's shared one
// in tools/nx-plugins/family-remotes; --mode production) but with output.path moved to tmp/bench/webpack/<app>/
// (dist is never touched), and read webpack's stats with `chunkModules` + `nestedModules` (the modules that
// ModuleConcatenation merged). Chunk ids are deterministic
// and file names carry a content hash, so when dist/apps/<app> was built from the same sources the file names
// match exactly. A dist file with no exact match is matched by its chunk name/id and flagged `stale` (dist
// was built from other sources than the working tree; rebuild for exact figures).
//
// Usage as a library: `await chunkModules('ket')` -> { files: { 'remoteEntry.js': { id, names, modules:
// [{ name, size }] } }, ms }. As a script (what the library runs): node chunk-modules.mjs <app> <out.json>.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './portal.mjs';

const SELF = fileURLToPath(import.meta.url);

const FORMAT = 3;

/**
 * Runs the production build of `app` into tmp/bench/webpack/<app>/ and returns its file -> modules map.
 * A previous map is reused when every content-hashed file it lists is still in dist/apps/<app> (dist has not
 * been rebuilt since, so the same names mean the same chunks); BENCH_FRESH_STATS=1 always rebuilds.
 */
export function chunkModules(app) {
  const dir = join(ROOT, 'tmp/bench/webpack');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${app}.chunks.json`);
  if (!process.env.BENCH_FRESH_STATS && existsSync(out)) {
    const cached = JSON.parse(readFileSync(out, 'utf8'));
    const hashed = Object.keys(cached.files).filter((f) => f !== chunkNameOf(f));
    if (
      cached.format === FORMAT &&
      hashed.length &&
      hashed.every((f) => existsSync(join(ROOT, 'dist/apps', app, f)))
    )
      return Promise.resolve({ ...cached, ms: 0, cached: true });
  }
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [SELF, app, out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`webpack stats build of ${app} failed (${code}):\n${err.slice(-4000)}`));
      resolve({ ...JSON.parse(readFileSync(out, 'utf8')), ms: Date.now() - started });
    });
  });
}

/** The `[name]` part of `[name].[contenthash:8].js` (or the whole name, e.g. remoteEntry.js). */
export function chunkNameOf(file) {
  const m = /^(.*)\.[0-9a-f]{8}\.js$/.exec(file);
  return m ? m[1] : file;
}

/**
 * Looks a dist file up in a chunkModules() result: exact file name first, else the same chunk name/id (stale).
 * Returns { modules, stale } or null.
 */
export function lookupFile(map, file) {
  if (map.files[file]) return { ...map.files[file], stale: false };
  const name = chunkNameOf(file);
  const same = Object.entries(map.files).filter(([f]) => chunkNameOf(f) === name);
  return same.length === 1 ? { ...same[0][1], stale: true } : null;
}

async function buildStats(app, outFile) {
  const require = createRequire(join(ROOT, 'package.json'));
  const webpack = require('webpack');
  // an app's own config, or (an exam family's remote) the one of tools/nx-plugins/family-remotes with its id
  const own = join(ROOT, 'apps', app, 'webpack.config.js');
  const factory = require(
    existsSync(own) ? own : join(ROOT, 'tools/nx-plugins/family-remotes/webpack.config.js'),
  );
  const config = typeof factory === 'function' ? factory({ family: app }, { mode: 'production' }) : factory;
  const outputPath = join(ROOT, 'tmp/bench/webpack', app);
  rmSync(outputPath, { recursive: true, force: true });
  config.output = { ...config.output, path: outputPath };
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    chunkOrigins: true,
    ids: true,
    // without these, webpack folds all but a few modules per chunk into nameless "filtered" entries
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    modulesSpace: Infinity,
    dependentModules: true, // else the parts of a concatenated module are folded into "dependent modules"
  });
  const files = {};
  for (const chunk of json.chunks) {
    const modules = [];
    const add = (m) => {
      if (m.modules?.length)
        m.modules.forEach(add); // a concatenated module: list its parts
      else if (m.name) modules.push({ name: m.name, size: m.size });
    };
    (chunk.modules || []).forEach(add);
    for (const file of chunk.files || []) {
      if (!file.endsWith('.js')) continue;
      const origins = [...new Set((chunk.origins || []).map((o) => o.moduleName).filter(Boolean))];
      files[file] = { id: chunk.id, names: chunk.names, modules, origins };
    }
  }
  writeFileSync(outFile, JSON.stringify({ format: FORMAT, app, files }));
}

if (process.argv[1] === SELF) {
  buildStats(process.argv[2], process.argv[3]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
