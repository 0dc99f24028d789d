import { DAY_MS } from './exam-plan';
import { CURVE } from './fsrs-card';

/**
 * What the Learn card needs of a learner's cards, kept as plain arrays (MemoryService caches them per learner until
 * their next recording): per card its question, stability, last review, FSRS due and plan (NaN: none).
 */
export interface CardArrays {
  questionIds: Int32Array;
  stability: Float64Array;
  lastReviewAt: Float64Array;
  dueAt: Float64Array;
  planAt: Float64Array;
}

export interface CardColumns {
  question_id: number | string;
  stability: number | string;
  last_review_at: number | string;
  due_at: number | string;
  plan_at: number | string | null;
}

export function cardArrays(rows: readonly CardColumns[]): CardArrays {
  const n = rows.length;
  const arrays: CardArrays = {
    questionIds: new Int32Array(n),
    stability: new Float64Array(n),
    lastReviewAt: new Float64Array(n),
    dueAt: new Float64Array(n),
    planAt: new Float64Array(n),
  };
  rows.forEach((row, i) => {
    arrays.questionIds[i] = Number(row.question_id);
    arrays.stability[i] = Number(row.stability);
    arrays.lastReviewAt[i] = Number(row.last_review_at);
    arrays.dueAt[i] = Number(row.due_at);
    arrays.planAt[i] = row.plan_at === null ? NaN : Number(row.plan_at);
  });
  return arrays;
}

export interface ViewSums {
  /** Per topic of the questions not retired: the summed predicted recall now. */
  recall: Map<string, number>;
  seen: number;
  /** Cards the queue holds now (before the cap): plain FSRS's due, and with an exam ahead the opened windows. */
  due: number;
}

/**
 * Sums the cards: predicted recall now as recallAt (FSRS-6's curve over whole days since the last review), and the
 * queue's length as MemoryService.queue selects.
 */
export function sumView(
  cards: CardArrays,
  topicOf: ReadonlyMap<number, string | null>,
  now: number,
  examAhead: boolean,
): ViewSums {
  const recall = new Map<string, number>();
  let due = 0;
  const n = cards.questionIds.length;
  for (let i = 0; i < n; i++) {
    if (cards.dueAt[i] <= now || (examAhead && cards.planAt[i] <= now)) due++;
    const topic = topicOf.get(cards.questionIds[i]);
    if (!topic) continue;
    const days = Math.max(Math.floor((now - cards.lastReviewAt[i]) / DAY_MS), 0);
    const r = Math.pow(1 + (CURVE.factor * days) / cards.stability[i], CURVE.decay);
    recall.set(topic, (recall.get(topic) ?? 0) + r);
  }
  return { recall, seen: n, due };
}
