import { isAnswerCorrect, scoreAttempt } from './scoring';
import type { AnswerKeyEntry, Flag } from './exam';

const key = (flags: string): AnswerKeyEntry => ({ ats: flags.split('') as Flag[] });
const ticks = (flags: string): Flag[] => flags.split('') as Flag[];

describe('scoring (core spec section 5)', () => {
  it('counts a question correct only if every flag equals the key', () => {
    expect(isAnswerCorrect(ticks('101'), ticks('101'))).toBe(true);
    expect(isAnswerCorrect(ticks('100'), ticks('101'))).toBe(false);
    expect(isAnswerCorrect(ticks('111'), ticks('101'))).toBe(false);
    expect(isAnswerCorrect(undefined, ticks('101'))).toBe(false);
  });

  it('passes at exactly 80 % and fails just below', () => {
    const keys = Array.from({ length: 10 }, () => key('10'));
    const eight = [...Array(8).fill(ticks('10')), ticks('01'), ticks('01')];
    const seven = [...Array(7).fill(ticks('10')), ticks('01'), ticks('01'), ticks('01')];
    const rule = { kind: 'share', passPercent: 80 } as const;
    expect(scoreAttempt(eight, keys, [], rule)).toMatchObject({ correct: 8, percent: 80, passed: true });
    expect(scoreAttempt(seven, keys, [], rule)).toMatchObject({ correct: 7, percent: 70, passed: false });
  });

  it('sums weights of fully correct questions for the points rule (code family: 40 max, pass at half)', () => {
    const keys = [key('11'), key('10'), key('01')];
    const rule = { kind: 'points', maxPoints: 40, passShare: 0.5 } as const;
    const partlyRightWeightTwo = scoreAttempt([ticks('10'), ticks('10'), ticks('01')], keys, [2, 1, 1], rule);
    expect(partlyRightWeightTwo.points).toBe(2);
    const exactlyHalf = scoreAttempt([ticks('11')], [key('11')], [20], rule);
    expect(exactlyHalf).toMatchObject({ points: 20, passed: true });
  });

  it('shows the percentage with two decimals', () => {
    const keys = [key('1'), key('1'), key('1')];
    expect(
      scoreAttempt([ticks('1'), ticks('0'), ticks('0')], keys, [], { kind: 'share', passPercent: 80 })
        .percent,
    ).toBe(33.33);
  });
});
