// Adds to package-lock.json the platform-specific optional packages (darwin, win32, musl... builds of @swc/core,
// @rspack/binding, @unrs/resolver-binding) that the registry reachable here does not serve, so `npm install`
// leaves them out of the lock and `npm ci` then refuses the lock as out of sync. Each entry carries its os/cpu/libc,
// so npm skips it on other platforms without fetching it, exactly as with a lock written where they exist.
// Run after every `npm install` that changes the lock: node tools/scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && cpu !== 'wasm32') continue; // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      cpu: cpu ? [cpu] : undefined,
      ...(libc ? { libc: [libc] } : {}),
      license: meta.license,
      optional: true,
      os: os ? [os] : undefined,
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
