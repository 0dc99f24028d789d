import type { TopicRateBucket } from '@portal/contracts';
import { DAY_MS, dayStart, zoneOffset } from '../learning/exam-plan';

/** The start of the period holding `at`: local midnight of its Monday, or of its month's first day, in `timeZone`. */
export function periodStart(at: number, bucket: TopicRateBucket, timeZone: string): number {
  const day = dayStart(at, timeZone);
  const local = new Date(day + zoneOffset(day, timeZone));
  if (bucket === 'week') {
    const back = (local.getUTCDay() + 6) % 7; // days since Monday
    // Half a day's slack before taking the day's start again: a daylight-saving change keeps days 23–25 h long.
    return back ? dayStart(day - back * DAY_MS + DAY_MS / 2, timeZone) : day;
  }
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 12);
  return dayStart(first - zoneOffset(first, timeZone), timeZone);
}

/** The starts of the periods meeting [from, to], in order (the first may start before `from`). */
export function periodStarts(from: number, to: number, bucket: TopicRateBucket, timeZone: string): number[] {
  const starts = [periodStart(from, bucket, timeZone)];
  for (;;) {
    const last = starts[starts.length - 1];
    const next = periodStart(last + (bucket === 'week' ? 8 : 32) * DAY_MS, bucket, timeZone);
    if (next > to) return starts;
    starts.push(next);
  }
}
