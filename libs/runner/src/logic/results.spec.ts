import type { Flag } from '@portal/contracts';
import {
  answerMark,
  commentsByQuestion,
  correctness,
  formatPercent,
  gridColor,
  labelColor,
  RESULT_COLORS,
} from './results';

const f = (s: string) => s.split('') as Flag[];

describe('results colouring (second spec section 2 "Results view")', () => {
  it('marks right answers and wrongly ticked ones', () => {
    expect(answerMark('1', '1')).toBe('correct-ticked');
    expect(answerMark('0', '1')).toBe('correct-missed');
    expect(answerMark('1', '0')).toBe('wrong-ticked');
    expect(answerMark('0', '0')).toBe('none');
  });

  it('grid buttons green or orange, tab labels in darker green or deep orange that read on white (AA)', () => {
    expect(gridColor(true)).toBe(RESULT_COLORS.correct);
    expect(gridColor(false)).toBe('#fa8c16');
    expect(labelColor(true)).toBe('#237804');
    expect(labelColor(false)).toBe('#c43e00');
  });

  it('a question is correct only if every flag equals the key (core spec section 5); the server verdict wins', () => {
    const key = [{ ats: f('10') }, { ats: f('11') }];
    expect(correctness([f('10'), f('10')], key)).toEqual([true, false]);
    expect(correctness([f('10'), f('10')], key, { perQuestion: [false, true] })).toEqual([false, true]);
  });

  it('counts comments per question id, and shows percent with two decimals', () => {
    const map = commentsByQuestion([
      { id: 5, klausimas: 'a', atsakymas: 'b' },
      { id: 5, klausimas: 'c', atsakymas: null },
      { id: 9, klausimas: 'd', atsakymas: 'e' },
    ]);
    expect(map.get(5)).toHaveLength(2);
    expect(map.get(1)).toBeUndefined();
    expect(formatPercent(85)).toBe('85.00');
    expect(formatPercent(66.666)).toBe('66.67');
  });
});
