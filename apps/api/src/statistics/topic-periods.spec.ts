import { periodStart, periodStarts } from './topic-periods';

const TZ = 'Europe/Vilnius';
const at = (iso: string) => Date.parse(iso);

describe('topic rate periods in the school time zone', () => {
  it('weeks start at local Monday midnight (UTC+2 in winter, UTC+3 in summer)', () => {
    // Sunday 2026-11-29 23:30 local is still the week of Monday 2026-11-23.
    expect(periodStart(at('2026-11-29T21:30:00Z'), 'week', TZ)).toBe(at('2026-11-22T22:00:00Z'));
    // Monday 00:30 local (Sunday 22:30 UTC) is the next week already.
    expect(periodStart(at('2026-11-29T22:30:00Z'), 'week', TZ)).toBe(at('2026-11-29T22:00:00Z'));
    expect(periodStart(at('2026-07-08T12:00:00Z'), 'week', TZ)).toBe(at('2026-07-05T21:00:00Z'));
  });

  it('months start at local midnight of the first, across the daylight-saving change', () => {
    expect(periodStart(at('2026-10-31T22:30:00Z'), 'month', TZ)).toBe(at('2026-10-31T22:00:00Z'));
    expect(periodStart(at('2026-10-31T21:30:00Z'), 'month', TZ)).toBe(at('2026-09-30T21:00:00Z'));
    expect(periodStarts(at('2026-02-10T00:00:00Z'), at('2026-04-02T00:00:00Z'), 'month', TZ)).toEqual([
      at('2026-01-31T22:00:00Z'),
      at('2026-02-28T22:00:00Z'),
      at('2026-03-31T21:00:00Z'),
    ]);
  });

  it('weeks in a row over the spring change', () => {
    const starts = periodStarts(at('2026-03-20T00:00:00Z'), at('2026-04-01T00:00:00Z'), 'week', TZ);
    expect(starts).toEqual([
      at('2026-03-15T22:00:00Z'),
      at('2026-03-22T22:00:00Z'),
      at('2026-03-29T21:00:00Z'),
    ]);
  });
});
