// Sizes and plain-text tables for the benchmark reports.
import { gzipSync } from 'node:zlib';

/** gzip -9 size in bytes. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Bytes as KB (1 KB = 1024 bytes) with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const ms = (value) => (value == null || Number.isNaN(value) ? '-' : `${Number(value).toFixed(1)} ms`);

/** 'OK' or 'OVER' against a budget (value <= budget is OK). */
export const verdict = (value, budget) => (value <= budget ? 'OK' : 'OVER');

/** Prints rows (arrays of cells) as an aligned table; numbers-looking cells are right-aligned. */
export function table(header, rows, indent = '  ') {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const numeric = (s) => /^[\d.,]+( ?(KB|ms|µs|%|req\/s))?$/.test(s);
  const line = (r) =>
    indent +
    r
      .map((c, i) => (numeric(c) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), indent + widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join(
    '\n',
  );
}

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n ? (n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2) : NaN;
};

/** Where the scripts write their JSON results (run-all reads them). */
export const RESULTS_DIR = 'tmp/bench/results';
