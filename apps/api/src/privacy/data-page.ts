import type { PersonalDataExport } from './privacy.service';

const escape = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const cell = (value: unknown) =>
  escape(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/**
 * The export as one readable page: a table per section. Self-contained (no script, no outside style): it is
 * saved and opened from disk, and sent with a Content-Security-Policy that allows nothing else.
 */
export function dataPage(data: PersonalDataExport): string {
  const sections = Object.entries(data.sections).map(([name, rows]) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const body = rows.length
      ? `<table><thead><tr>${columns.map((c) => `<th>${escape(c)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '<p>—</p>';
    return `<section><h2>${escape(name)} (${rows.length})</h2>${body}</section>`;
  });
  return `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><title>Mano duomenys / My data</title>
<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #ccc;padding:.2rem .4rem;vertical-align:top;text-align:left}td{max-width:40rem;overflow-wrap:anywhere}</style>
</head><body><h1>Mano duomenys / My data</h1><p>${escape(data.exportedAt)}</p>
${sections.join('\n')}
</body></html>
`;
}
