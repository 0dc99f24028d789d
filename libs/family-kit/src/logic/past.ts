import { formatDate } from '@portal/i18n';
import { LANGUAGES, type Language, type Flag, type MyQuestion, type TestResult } from '@portal/contracts';

/** The learner's language narrowed to one the bank has (Lithuanian otherwise). */
export function bankLanguage(language: string | undefined): Language {
  const short = (language ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'lt';
}

/** The score as the history shows it: points of the maximum (Code 95) or correct of total. */
export function scoreOf(result: TestResult): { value: number; max: number; kind: 'points' | 'correct' } {
  return result.points !== undefined && result.maxPoints !== undefined
    ? { value: result.points, max: result.maxPoints, kind: 'points' }
    : { value: result.correct, max: result.total, kind: 'correct' };
}

/** One answer of a reviewed question: ticked by the learner, right by the key, and whether the tick was right. */
export interface ReviewedAnswer {
  ticked: boolean;
  correct: boolean;
  /** A tick on a wrong answer, or a right answer left unticked. */
  mistake: boolean;
}

export function reviewedAnswers(ticks: readonly Flag[], key: readonly Flag[]): ReviewedAnswer[] {
  return key.map((k, i) => {
    const ticked = ticks[i] === '1';
    const correct = k === '1';
    return { ticked, correct, mistake: ticked !== correct };
  });
}

/** The ids of unread replies: the ones to mark read when the list is opened. */
export function unreadIds(items: readonly MyQuestion[] | undefined): number[] {
  return (items ?? []).filter((q) => q.unread).map((q) => q.id);
}

/** A date-time for people, in the learner's language (`2026-03-10 11:00`-like, local time). */
export function shownDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDate(date, bankLanguage(language), { dateStyle: 'short', timeStyle: 'short' });
}
