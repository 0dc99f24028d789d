import { NO_DATA_PRIOR, PRIOR_STRENGTH, questionPrior } from './question-prior';

describe('question prior (Beta-smoothed first-answer facility)', () => {
  const topicOf = new Map<number, string | null>([
    [1, 'a'],
    [2, 'a'],
    [3, 'b'],
    [4, 'a'],
  ]);

  it('is NO_DATA_PRIOR with no answers at all', () => {
    expect(questionPrior(new Map(), topicOf).of(1, 'a')).toBe(NO_DATA_PRIOR);
  });

  it('shrinks a question toward its topic mean, which shrinks toward the family mean', () => {
    const prior = questionPrior(
      new Map([
        [1, { answers: 10, right: 9 }],
        [2, { answers: 10, right: 1 }],
        [3, { answers: 4, right: 4 }],
      ]),
      topicOf,
    );
    const family = (14 + PRIOR_STRENGTH * NO_DATA_PRIOR) / (24 + PRIOR_STRENGTH);
    const topicA = (10 + PRIOR_STRENGTH * family) / (20 + PRIOR_STRENGTH);
    expect(prior.of(1, 'a')).toBeCloseTo((9 + PRIOR_STRENGTH * topicA) / (10 + PRIOR_STRENGTH), 12);
    expect(prior.of(2, 'a')).toBeCloseTo((1 + PRIOR_STRENGTH * topicA) / (10 + PRIOR_STRENGTH), 12);
    // Never answered: its topic's mean; an unknown topic: the family's.
    expect(prior.of(4, 'a')).toBeCloseTo(topicA, 12);
    expect(prior.of(99, 'zzz')).toBeCloseTo(family, 12);
    expect(prior.of(1, 'a')).toBeGreaterThan(prior.of(4, 'a'));
    expect(prior.of(2, 'a')).toBeLessThan(prior.of(4, 'a'));
  });
});
