// Fails when an installed package declares (in its `engines`) that it does not run on the oldest Node.js the
// project supports (package.json `engines.node`, the README's Node 20): `npm ci` only warns about such a package
// (issue 25 item 17), and it may break at run time. Reads package-lock.json, which records each package's engines.
// Run by `npm test` (tools/scripts/test-all.mjs): node tools/scripts/check-engines.mjs
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
const project = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
const lock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'));
const oldest = semver.minVersion(project.engines.node);

const refused = Object.entries(lock.packages)
  .filter(([path, entry]) => path && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`,
  );

if (refused.length) {
  console.error(
    `packages that do not support node ${oldest} (package.json engines.node):\n  ${refused.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`every package supports node ${oldest}`);
