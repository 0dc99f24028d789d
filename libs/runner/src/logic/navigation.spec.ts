import type { Flag } from '@portal/contracts';
import {
  answeredCount,
  canFinish,
  clampIndex,
  keyAction,
  pressAnswerKey,
  swipeStep,
  toggleAnswer,
} from './navigation';

const f = (s: string) => s.split('') as Flag[];

describe('keys (core spec section 2 "Test screen"; second spec section 2 "Keyboard")', () => {
  it('arrow left or down is previous, arrow right or up is next', () => {
    expect(keyAction('ArrowLeft')).toEqual({ kind: 'move', step: -1 });
    expect(keyAction('ArrowDown')).toEqual({ kind: 'move', step: -1 });
    expect(keyAction('ArrowRight')).toEqual({ kind: 'move', step: 1 });
    expect(keyAction('ArrowUp')).toEqual({ kind: 'move', step: 1 });
  });

  it('keys 1-5 act on answers 1-5; other keys do nothing', () => {
    expect(keyAction('1')).toEqual({ kind: 'answer', answer: 0 });
    expect(keyAction('5')).toEqual({ kind: 'answer', answer: 4 });
    expect(keyAction('6')).toBeNull();
    expect(keyAction('0')).toBeNull();
    expect(keyAction('a')).toBeNull();
  });

  it('navigation is clamped at the first and last question', () => {
    expect(clampIndex(-1, 30)).toBe(0);
    expect(clampIndex(30, 30)).toBe(29);
    expect(clampIndex(5, 30)).toBe(5);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it("'multi' (KET, code family): a key toggles that answer and leaves the others", () => {
    expect(pressAnswerKey(f('0100'), 0, 'multi')).toEqual(f('1100'));
    expect(pressAnswerKey(f('1100'), 1, 'multi')).toEqual(f('1000'));
  });

  it("'single' (tractor, hydro, forklift): a key selects that answer only and clears the others", () => {
    expect(pressAnswerKey(f('0110'), 3, 'single')).toEqual(f('0001'));
    expect(pressAnswerKey(f('0001'), 3, 'single')).toEqual(f('0001'));
  });

  it('a key for an answer the question does not have changes nothing', () => {
    expect(pressAnswerKey(f('010'), 4, 'multi')).toEqual(f('010'));
    expect(pressAnswerKey(f('010'), 4, 'single')).toEqual(f('010'));
  });

  it("a click in 'single' mode selects one, and clicking the selected one clears it", () => {
    expect(toggleAnswer(f('100'), 2, 'single')).toEqual(f('001'));
    expect(toggleAnswer(f('001'), 2, 'single')).toEqual(f('000'));
  });
});

describe("end button rule (core spec section 5: 'Baigti testą' only when every question is answered)", () => {
  it('needs at least one tick in every question', () => {
    expect(canFinish([f('10'), f('01')])).toBe(true);
    expect(canFinish([f('10'), f('00')])).toBe(false);
    expect(canFinish([])).toBe(false);
    expect(answeredCount([f('10'), f('00'), f('11')])).toBe(2);
  });
});

describe('swipe (core spec section 9: velocity 0.4, distance 100)', () => {
  const at = (x: number, y: number, t: number) => ({ x, y, t });
  it('a fast long swipe left is next, right is previous', () => {
    expect(swipeStep(at(300, 100, 0), at(150, 110, 200))).toBe(1);
    expect(swipeStep(at(100, 100, 0), at(250, 90, 200))).toBe(-1);
  });
  it('too short, too slow or too vertical is no swipe', () => {
    expect(swipeStep(at(300, 100, 0), at(210, 100, 50))).toBe(0);
    expect(swipeStep(at(300, 100, 0), at(150, 100, 1000))).toBe(0);
    expect(swipeStep(at(300, 100, 0), at(150, 300, 100))).toBe(0);
  });
});
