// Question bank import: 10,000 generated questions checked by POST /api/staff/banks/ket/import in each format
// (goal: under 10 s each). Runs the built API (dist/apps/api; `npx nx run api:build`) on a fresh SQLite file:
//   1. a bank of N questions (every language, 2–5 answers, the seed's KET categories) is written in each format with the
//      API's own writers (the built apps/api/src/banks/formats) and checked (dryRun: parse, schema, family rules,
//      duplicate search against the stored bank);
//   2. the JSON file is imported for real (stored), and the export of the stored bank is checked again in each
//      format (every question now compared with its stored twin).
// Printed, not asserted.   node tools/bench/bank-import.mjs [--questions 10000] [--cpu-prof]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, startBenchPortal } from './lib/portal.mjs';
import { STAFF, call, login } from './lib/learners.mjs';
import { table } from './lib/format.mjs';
import { generatedBank } from './lib/generated-bank.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('questions') ?? 10_000);
const GOAL_MS = 10_000;

async function timed(what, fn) {
  const started = performance.now();
  const result = await fn();
  return { what, ms: performance.now() - started, result };
}

async function main() {
  const nodeArgs = process.argv.includes('--cpu-prof')
    ? ['--cpu-prof', '--cpu-prof-dir=tmp/bench/profiles']
    : [];
  const portal = await startBenchPortal('sqlite', 'bank-import', { nodeArgs });
  try {
    const token = await login(portal.url, STAFF.username, STAFF.password);
    const categories = (await call(portal.url, '/staff/banks/ket/categories', { token })).body;
    const bank = generatedBank(N);
    bank.categories = categories.map((c) => ({
      value: c.value,
      type: c.type,
      labels: c.labels,
      disabled: c.disabled,
    }));
    const json = JSON.stringify(bank);
    const importCall = (format, content, dryRun) =>
      call(portal.url, '/staff/banks/ket/import', { token, body: { format, content, dryRun } });
    const rows = [];
    const record = (r, format, chars) => {
      if (r.result.status !== 200)
        throw new Error(`${r.what}: ${r.result.status} ${JSON.stringify(r.result.body).slice(0, 400)}`);
      const report = r.result.body;
      rows.push([
        r.what,
        format,
        `${(chars / 1024 / 1024).toFixed(1)} MB`,
        String(report.items),
        String(report.problems.length),
        `${(r.ms / 1000).toFixed(2)} s`,
        r.ms < GOAL_MS ? 'ok' : 'OVER',
      ]);
    };
    const require = createRequire(import.meta.url);
    const formats = join(ROOT, 'dist/apps/api/apps/api/src/banks/formats');
    const { writeMoodleXml } = require(join(formats, 'moodle-xml.js'));
    const { writeGift } = require(join(formats, 'gift.js'));
    const exportBank = { ...bank, images: new Map() };
    const files = { json, 'moodle-xml': writeMoodleXml(exportBank), gift: writeGift(exportBank) };
    for (const [format, content] of Object.entries(files))
      record(
        await timed('check new (dry run)', () => importCall(format, content, true)),
        format,
        content.length,
      );
    record(await timed('import (stored)', () => importCall('json', json, false)), 'json', json.length);
    for (const format of ['json', 'moodle-xml', 'gift']) {
      const res = await fetch(`${portal.url}/api/staff/banks/ket/export?format=${format}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const content = await res.text();
      record(
        await timed('check export (dry run)', () => importCall(format, content, true)),
        format,
        content.length,
      );
    }
    console.log(`\nBank import, ${N} questions (goal < ${GOAL_MS / 1000} s each; SQLite, over HTTP):\n`);
    console.log(table(['step', 'format', 'size', 'items', 'problems', 'time', 'goal'], rows));
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
