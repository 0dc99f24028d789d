import { TARGET_RECALL } from '@portal/contracts';
import { Rating } from 'ts-fsrs';
import { type CardState, recallAt, scheduler, toFsrsCard } from './fsrs-card';

/**
 * The review plan to the exam date (issue 26, item 4; docs/learning.md). A card meets the target when its predicted
 * recall at the exam is at least TARGET_RECALL. One that does not needs one right answer on a day from which the
 * recall it then has at the exam is at least the target: the card's window opens on the earliest such day (the
 * later the review, the shorter the gap to the exam and the larger FSRS's stability gain, so every later day works
 * too) and closes at the exam. `planAt` is that day's start; the queue takes opened windows first.
 */

export const DAY_MS = 86_400_000;
/** The exam is taken as at 12:00 of the exam date in the portal's time zone (Regitra's slots run all day). */
const EXAM_HOUR = 12;

/** One formatter per time zone: building one cost more than the Learn card's whole read (it was per call). */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })),
    );
  return format;
}

/** Offset of `timeZone` from UTC at `at` (ms, positive east of Greenwich). */
export function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(at))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The start (local midnight) of the day holding `at` in `timeZone`. */
export function dayStart(at: number, timeZone: string): number {
  const offset = zoneOffset(at, timeZone);
  return Math.floor((at + offset) / DAY_MS) * DAY_MS - offset;
}

/** The moment the plan aims at for an exam date 'YYYY-MM-DD'. */
export function examMoment(examDate: string, timeZone: string): number {
  const [y, m, d] = examDate.split('-').map(Number);
  const local = Date.UTC(y, m - 1, d, EXAM_HOUR);
  return local - zoneOffset(local, timeZone);
}

/** Whether one right answer at `at` leaves the card's predicted recall at `examAt` at or above the target. */
function goodAnswerHolds(state: CardState, at: number, examAt: number): boolean {
  const next = scheduler.next(toFsrsCard(state), new Date(at), Rating.Good).card;
  return recallAt({ stability: next.stability, lastReviewAt: at }, examAt) >= TARGET_RECALL;
}

/**
 * When the card's window opens (see above): `now` if it is open already, a later local midnight, or null when the
 * card needs no review before the exam (its predicted recall at the exam already meets the target) or the exam is
 * not ahead.
 */
export function planAt(
  state: CardState,
  now: number,
  examAt: number | null,
  timeZone: string,
): number | null {
  if (examAt === null || examAt <= now) return null;
  if (recallAt(state, examAt) >= TARGET_RECALL) return null;
  if (goodAnswerHolds(state, now, examAt)) return now;
  // Binary search over the days to the exam: day k starts at first + k days (a DST hour off is of no account).
  const first = dayStart(now, timeZone) + DAY_MS;
  let lo = 0;
  let hi = Math.max(0, Math.floor((examAt - first) / DAY_MS));
  if (!goodAnswerHolds(state, first + hi * DAY_MS, examAt)) return first + hi * DAY_MS;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (goodAnswerHolds(state, first + mid * DAY_MS, examAt)) hi = mid;
    else lo = mid + 1;
  }
  return first + lo * DAY_MS;
}
