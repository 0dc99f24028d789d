import { grantedStanding } from './request-grant';

describe('a granted request adds to what the learner has', () => {
  const active = { valid: 1, validFrom: '2026-03-01', validTo: '2026-06-30', testsLeft: 27 };

  it('27 left + 40 granted = 67; 30 days from the current end', () => {
    expect(grantedStanding(active, '2026-03-10', 40, 30)).toEqual({
      validFrom: '2026-03-01',
      validTo: '2026-07-30',
      testsLeft: 67,
    });
  });

  it('no days leave the end as it is', () => {
    expect(grantedStanding(active, '2026-03-10', 5, 0).validTo).toBe('2026-06-30');
  });

  it('an ended validity counts the days from today, and an inactive enrollment starts today', () => {
    const expired = { valid: -7, validFrom: '2025-01-01', validTo: '2025-12-31', testsLeft: 3 };
    expect(grantedStanding(expired, '2026-03-10', 0, 30)).toEqual({
      validFrom: '2026-03-10',
      validTo: '2026-04-09',
      testsLeft: 3,
    });
  });
});
