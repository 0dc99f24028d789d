import { TARGET_RECALL } from '@portal/contracts';
import { Rating } from 'ts-fsrs';
import { FakeClock } from '../clock/clock.service';
import { DAY_MS, dayStart, examMoment, planAt } from './exam-plan';
import { type CardState, recallAt, replay, review, scheduler, toFsrsCard } from './fsrs-card';

// The plan to the exam date with a fake clock: plain FSRS's due dates, when a card's window opens, and the
// cards that need no review before the exam.

const ZONE = 'Europe/Vilnius';
const T0 = Date.parse('2026-03-02T08:00:00Z');

const goodAt = (state: CardState, at: number, examAt: number) =>
  scheduler.get_retrievability(
    scheduler.next(toFsrsCard(state), new Date(at), Rating.Good).card,
    new Date(examAt),
    false,
  );

describe('memory model and exam plan', () => {
  it('plain FSRS: a first right answer is due in 10 minutes, then days, growing while answers are right', () => {
    const clock = new FakeClock(T0);
    let card = review(null, true, clock.now());
    expect(card.dueAt - T0).toBe(10 * 60_000);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      clock.set(card.dueAt);
      card = review(card, true, clock.now());
      gaps.push(Math.round((card.dueAt - clock.now()) / DAY_MS));
    }
    expect(gaps[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]);
    // Due when the predicted recall falls to the desired retention.
    expect(recallAt(card, card.dueAt)).toBeCloseTo(TARGET_RECALL, 2);
    // A wrong answer is a lapse: due again within minutes.
    clock.set(card.dueAt);
    const lapsed = review(card, false, clock.now());
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.dueAt - clock.now()).toBeLessThan(DAY_MS);
  });

  it('replay gives the state that answering one by one gave', () => {
    const answers = [true, false, true, true, true].map((correct, i) => ({
      correct,
      at: T0 + i * 2 * DAY_MS,
    }));
    let card: CardState | null = null;
    for (const a of answers) card = review(card, a.correct, a.at);
    expect(replay(answers)).toEqual(card);
    // The fast recall is ts-fsrs's own.
    for (const days of [0, 0.5, 1, 3, 17, 400])
      expect(recallAt(card!, card!.lastReviewAt + days * DAY_MS)).toBe(
        scheduler.get_retrievability(toFsrsCard(card!), new Date(card!.lastReviewAt + days * DAY_MS), false),
      );
    // Rebuilt from the stored columns (as the tables keep it) it moves the same way.
    const stored = JSON.parse(JSON.stringify(card)) as CardState;
    expect(review(stored, true, T0 + 20 * DAY_MS)).toEqual(review(card, true, T0 + 20 * DAY_MS));
  });

  it('without an exam date, or with the exam behind, there is no plan (plain FSRS)', () => {
    const card = review(null, true, T0);
    expect(planAt(card, T0, null, ZONE)).toBeNull();
    expect(planAt(card, T0, T0 - DAY_MS, ZONE)).toBeNull();
  });

  it('a card whose recall at the exam already meets the target needs no review before it', () => {
    let card = review(null, true, T0);
    for (let i = 0; i < 4; i++) card = review(card, true, card.dueAt);
    const examAt = card.lastReviewAt + 2 * DAY_MS;
    expect(recallAt(card, examAt)).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(planAt(card, card.lastReviewAt + DAY_MS, examAt, ZONE)).toBeNull();
  });

  it('the window opens on the first day from which one right answer holds the target at the exam', () => {
    const examAt = examMoment('2026-03-30', ZONE);
    expect(new Date(examAt).toISOString()).toBe('2026-03-30T09:00:00.000Z'); // 12:00 in Vilnius (UTC+3 in summer)
    let card = review(null, true, T0);
    card = review(card, true, card.dueAt); // a young card: stability about two days
    const now = card.lastReviewAt;
    const opens = planAt(card, now, examAt, ZONE)!;
    expect(opens).toBeGreaterThan(now);
    expect(opens).toBe(dayStart(opens, ZONE));
    expect(goodAt(card, opens, examAt)).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(goodAt(card, opens - DAY_MS, examAt)).toBeLessThan(TARGET_RECALL);
    // A card that has just lapsed (stability of hours) must be reviewed much closer to the exam.
    const lapsed = review(card, false, now + DAY_MS);
    expect(planAt(lapsed, now + DAY_MS, examAt, ZONE)!).toBeGreaterThan(opens);
    // Once the window is open, it is open now.
    expect(planAt(card, opens + 3600_000, examAt, ZONE)).toBe(opens + 3600_000);
  });

  it('a stable card’s window opens earlier than a young one’s', () => {
    const examAt = examMoment('2026-09-30', ZONE);
    const young = review(null, true, T0);
    let stable = young;
    for (let i = 0; i < 3; i++) stable = review(stable, true, stable.dueAt);
    const now = stable.lastReviewAt;
    expect(planAt(stable, now, examAt, ZONE)!).toBeLessThan(planAt(young, now, examAt, ZONE)!);
  });

  it('days begin at local midnight', () => {
    expect(new Date(dayStart(Date.parse('2026-01-10T21:30:00Z'), ZONE)).toISOString()).toBe(
      '2026-01-09T22:00:00.000Z',
    );
    expect(new Date(dayStart(Date.parse('2026-01-10T23:30:00Z'), ZONE)).toISOString()).toBe(
      '2026-01-10T22:00:00.000Z',
    );
  });
});
