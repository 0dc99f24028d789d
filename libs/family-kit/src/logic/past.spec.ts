import type { MyQuestion, TestResult } from '@portal/contracts';
import { bankLanguage, reviewedAnswers, scoreOf, unreadIds } from './past';

const result = (extra: Partial<TestResult> = {}): TestResult => ({
  correct: 27,
  total: 30,
  percent: 90,
  passed: true,
  perQuestion: [],
  ...extra,
});

describe('the learner past helpers', () => {
  it('scores as correct of total, or points of the maximum when the family counts points', () => {
    expect(scoreOf(result())).toEqual({ value: 27, max: 30, kind: 'correct' });
    expect(scoreOf(result({ points: 35, maxPoints: 40 }))).toEqual({ value: 35, max: 40, kind: 'points' });
  });

  it('marks each answer ticked, correct, and a mistake when the two differ', () => {
    expect(reviewedAnswers(['1', '0', '1'], ['1', '1', '0'])).toEqual([
      { ticked: true, correct: true, mistake: false },
      { ticked: false, correct: true, mistake: true },
      { ticked: true, correct: false, mistake: true },
    ]);
  });

  it('picks a bank language, Lithuanian for anything else', () => {
    expect(bankLanguage('ru')).toBe('ru');
    expect(bankLanguage('en-GB')).toBe('en');
    expect(bankLanguage('de')).toBe('lt');
    expect(bankLanguage(undefined)).toBe('lt');
  });

  it('lists the unread ids only', () => {
    const q = (id: number, unread: boolean) => ({ id, unread }) as MyQuestion;
    expect(unreadIds([q(1, false), q(2, true), q(3, true)])).toEqual([2, 3]);
    expect(unreadIds(undefined)).toEqual([]);
  });
});
