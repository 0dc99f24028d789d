// Where a CPU profile (node --cpu-prof, e.g. from `api-latency.mjs --cpu-prof`) spends its time: self time per
// function and per package or app folder, total time per package or app folder, optionally only during one bench op (its window, in the
// monotonic clock both processes share, comes from tmp/bench/results/api-latency.json).
//   node tools/bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [--op save] [--db mysql] [--top 30]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './portal.mjs';
import { RESULTS_DIR, table } from './format.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** The package (node_modules/<pkg>), app folder (src/<dir>) or node internal a script URL belongs to. */
function owner(url) {
  if (!url) return '(v8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const app = /dist\/apps\/api\/(?:apps\/api\/src|libs)\/([^/]+)/.exec(url);
  if (app) return `app:${app[1]}`;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0];
  return url;
}

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-summary.mjs <file.cpuprofile> [--op save] [--db mysql]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
let window = [-Infinity, Infinity];
if (arg('op')) {
  const results = JSON.parse(readFileSync(join(ROOT, RESULTS_DIR, 'api-latency.json'), 'utf8'));
  const row = results.rows.find((r) => r.op === arg('op') && (!arg('db') || r.db === arg('db')));
  if (!row?.window) throw new Error(`no window for op ${arg('op')} in the results`);
  window = row.window;
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const selfByOwner = new Map();
const total = new Map();
const appTotal = new Map();
let t = profile.startTime;
let busy = 0;
let all = 0;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  if (t < window[0] || t > window[1]) return;
  const dt = profile.timeDeltas[i + 1] ?? 0;
  all += dt;
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)') return;
  busy += dt;
  const key = `${name || '(anonymous)'} ${owner(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + dt);
  const mine = owner(node.callFrame.url);
  selfByOwner.set(mine, (selfByOwner.get(mine) ?? 0) + dt);
  // Total per owner: counted once per sample for each owner on the stack.
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const o = owner(nodes.get(n).callFrame.url);
    if (!seen.has(o)) total.set(o, (total.get(o) ?? 0) + dt);
    seen.add(o);
  }
  // Total per app function (the API's own code): which step of a route costs what, callees included.
  const seenApp = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const frame = nodes.get(n).callFrame;
    const o = owner(frame.url);
    if (!o.startsWith('app:')) continue;
    const k = `${frame.functionName || '(anonymous)'} ${o}:${frame.lineNumber + 1}`;
    if (!seenApp.has(k)) appTotal.set(k, (appTotal.get(k) ?? 0) + dt);
    seenApp.add(k);
  }
});

const top = Number(arg('top') ?? 30);
const pct = (v) => `${((100 * v) / busy).toFixed(1)} %`;
const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(
  `busy ${(busy / 1e6).toFixed(2)} s of ${(all / 1e6).toFixed(2)} s sampled${arg('op') ? ` (op ${arg('op')})` : ''}`,
);
console.log('\nself time');
console.log(
  table(
    ['function', 'self'],
    sorted(self).map(([k, v]) => [k, pct(v)]),
  ),
);
console.log('\nself time by owner');
console.log(
  table(
    ['owner', 'self'],
    sorted(selfByOwner).map(([k, v]) => [k, pct(v)]),
  ),
);
console.log(
  '\ntotal time by owner (on the stack; middleware nests, so Express layers count what runs after them)',
);
console.log(
  table(
    ['owner', 'total'],
    sorted(total).map(([k, v]) => [k, pct(v)]),
  ),
);
console.log('\ntotal time by app function (callees included)');
console.log(
  table(
    ['function', 'total'],
    sorted(appTotal).map(([k, v]) => [k, pct(v)]),
  ),
);
