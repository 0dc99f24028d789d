/**
 * The cold start (issue 27): the probability that a learner answers a question they have never seen right, from the
 * population's first answers to it. Beta-smoothed toward its topic's mean: with n first answers of which k were
 * right, p = (k + S·m) / (n + S·m + S·(1 − m)) = (k + S·m) / (n + S), m the topic's share right over all its first
 * answers (itself smoothed toward the family's), S = PRIOR_STRENGTH pseudo-answers. A question nobody has answered
 * gets its topic's mean; a family with no answers at all NO_DATA_PRIOR.
 */
export const PRIOR_STRENGTH = 8;
/** A four-option multiple-answer question guessed blind is rarely right; before any data, a cautious middle value. */
export const NO_DATA_PRIOR = 0.35;

export interface FirstAnswerCounts {
  /** First answers to the question (one per learner). */
  answers: number;
  right: number;
}

export interface QuestionPrior {
  /** The prior for a question (its topic's, the family's when unknown). */
  of(questionId: number, topic: string | null | undefined): number;
}

export function questionPrior(
  counts: ReadonlyMap<number, FirstAnswerCounts>,
  topicOf: ReadonlyMap<number, string | null>,
): QuestionPrior {
  let all = 0;
  let allRight = 0;
  const topics = new Map<string, FirstAnswerCounts>();
  for (const [questionId, c] of counts) {
    all += c.answers;
    allRight += c.right;
    const topic = topicOf.get(questionId) ?? '';
    const t = topics.get(topic) ?? { answers: 0, right: 0 };
    t.answers += c.answers;
    t.right += c.right;
    topics.set(topic, t);
  }
  const familyMean = (allRight + PRIOR_STRENGTH * NO_DATA_PRIOR) / (all + PRIOR_STRENGTH);
  const topicMeans = new Map<string, number>();
  for (const [topic, t] of topics)
    topicMeans.set(topic, (t.right + PRIOR_STRENGTH * familyMean) / (t.answers + PRIOR_STRENGTH));
  const perQuestion = new Map<number, number>();
  for (const [questionId, c] of counts) {
    const m = topicMeans.get(topicOf.get(questionId) ?? '') ?? familyMean;
    perQuestion.set(questionId, (c.right + PRIOR_STRENGTH * m) / (c.answers + PRIOR_STRENGTH));
  }
  return {
    of: (questionId, topic) => perQuestion.get(questionId) ?? topicMeans.get(topic ?? '') ?? familyMean,
  };
}
