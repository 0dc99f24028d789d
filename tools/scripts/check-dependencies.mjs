// Fails when package.json declares a dependency that nothing in the workspace uses: each one must be named, as an
// import or require of it (or of a file in it) or in a command or configuration, by a file of apps/, libs/, tools/
// or the root configuration. A few are used without being named; they are listed below with the reason.
// Run by `npm test` (tools/scripts/test-all.mjs): node tools/scripts/check-dependencies.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The workspace to check: this one, or the folder given (to check another checkout).
const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;

/** Used without their name appearing in a file of ours. */
const IMPLICIT = {
  rxjs: "a peer dependency of @nestjs/common and @nestjs/core (Nest's interceptors and the testing module)",
  'webpack-cli': "the `webpack` command of the apps' build targets",
  'webpack-dev-server': "the `webpack serve` command of the apps' serve targets",
  'jest-environment-jsdom': 'the `@jest-environment jsdom` docblock of the DOM specs',
  '@nx/js': "Nx's TypeScript support (project graph of the libraries' path aliases)",
  '@swc/core': 'the compiler @swc/jest and swc-loader load',
};

const SKIP_DIRS = new Set(['node_modules', 'dist', 'tmp', '.git', '.nx', 'coverage']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|sh)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(entry.name) && statSync(path).size < 2_000_000) yield path;
  }
}

const sources = [
  ...['apps', 'libs', 'tools'].flatMap((dir) => [...files(join(root, dir))]),
  ...readdirSync(root)
    .filter((name) => EXTENSIONS.test(name) && name !== 'package.json' && name !== 'package-lock.json')
    .map((name) => join(root, name)),
  ...(() => {
    try {
      return [...files(join(root, '.ci'))];
    } catch {
      return [];
    }
  })(),
].filter((path) => !path.endsWith('check-dependencies.mjs'));
const text = sources.map((path) => readFileSync(path, 'utf8')).join('\n');

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Named as a module (quoted, alone or with a path after it) or as a word in a command or setting. */
const named = (name) =>
  new RegExp(`['"\`]${escape(name)}(/[^'"\`]*)?['"\`]|(^|[\\s("'\`])${escape(name)}(\\s|$)`, 'm');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
const unused = declared.filter((name) => {
  if (IMPLICIT[name]) return false;
  // Types count as used while the package they describe is (a Node built-in's, Jest's: always).
  const typed = name.startsWith('@types/')
    ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2')
    : null;
  if (typed === 'node' || typed === 'jest') return false;
  if (typed) return !declared.includes(typed) || !named(typed).test(text);
  return !named(name).test(text);
});

if (unused.length) {
  console.error(
    `Declared in package.json but used nowhere in ${relative(process.cwd(), root) || '.'}: ${unused.join(', ')}\n` +
      'Remove them (npm uninstall), or, if one is used without being named, list it in IMPLICIT with the reason.',
  );
  process.exit(1);
}
console.log(`check-dependencies: all ${declared.length} dependencies are used`);
