import type { ExaminerExamRecord } from '@portal/contracts';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RecordLabels {
  title: string;
  candidate: string;
  subTopic: string;
  started: string;
  finished: string;
  score: string;
  verdict: string;
  passed: string;
  failed: string;
  ticked: string;
  key: string;
}

const when = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString());

/** A print-friendly page of an exam's record (plain HTML, black on white, one table per question). */
export function recordHtml(record: ExaminerExamRecord, labels: RecordLabels, lang: string): string {
  const text = (t: Record<string, string>) => t[lang] ?? t.lt;
  const questions = record.questions
    .map(
      (
        q,
        i,
      ) => `<section><h3>${i + 1}. ${escape(text(q.text))}${q.weight === 2 ? ' (+2)' : ''} — ${q.correct ? '✔' : '✘'}</h3>
<table><tr><th></th><th>${escape(labels.ticked)}</th><th>${escape(labels.key)}</th></tr>${q.answers
        .map(
          (a, j) =>
            `<tr><td>${j + 1}. ${escape(text(a))}</td><td>${q.ticks[j] === '1' ? '☑' : '☐'}</td><td>${q.key[j] === '1' ? '☑' : '☐'}</td></tr>`,
        )
        .join('')}</table></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(labels.title)} #${record.id}</title>
<style>body{font:12pt/1.4 sans-serif;color:#000;margin:2cm}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:2px 6px;text-align:left}section{break-inside:avoid;margin-bottom:12px}h3{font-size:12pt;margin:8px 0 4px}</style>
</head><body><h1>${escape(labels.title)} #${record.id}</h1>
<p>${escape(labels.candidate)}: ${escape(record.regnr ?? '—')} ${escape(record.gdata ?? '')}<br>
${escape(labels.subTopic)}: ${record.tema} / ${escape(record.sub)}<br>
${escape(labels.started)}: ${escape(when(record.startedAt))}; ${escape(labels.finished)}: ${escape(when(record.finishedAt))}<br>
${escape(labels.score)}: ${record.correct} / ${record.total} (${record.percent ?? 0} %) — ${escape(labels.verdict)}: ${escape(record.passed ? labels.passed : labels.failed)}</p>
${questions}</body></html>`;
}
