import type { ExaminerExamRecord } from '@portal/contracts';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** RFC 4180 field: quoted when it holds a separator, quote or line break. */
function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An exam's record as CSV: a header block (candidate, sub-topic, score, verdict, times) and one row per question
 * (text, answers, ticks, key, right or wrong). Texts in Lithuanian, the exam's language of record.
 */
export function recordCsv(record: ExaminerExamRecord): string {
  const lines: unknown[][] = [
    ['exam', record.id],
    ['mode', record.egzamin ? 'exam' : 'training'],
    ['regnr', record.regnr],
    ['gdata', record.gdata],
    ['topic', record.tema],
    ['sub-topic', record.sub],
    ['started', iso(record.startedAt)],
    ['deadline', iso(record.deadlineAt)],
    ['finished', iso(record.finishedAt)],
    ['correct', record.correct],
    ['total', record.total],
    ['percent', record.percent],
    ['passed', record.passed],
    [],
    ['no', 'question', 'ref', 'weight', 'answers', 'ticks', 'key', 'correct'],
    ...record.questions.map((q, i) => [
      i + 1,
      q.text.lt,
      q.ref,
      q.weight,
      q.answers.map((a, j) => `${j + 1}. ${a.lt}`).join(' | '),
      q.ticks.join(''),
      q.key.join(''),
      q.correct,
    ]),
  ];
  return lines.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link (no server round trip: the record is already here). */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
