import type {
  AnswerMode,
  DrawSpec,
  ExamFamilyId,
  FamilyDefinition,
  RunnerPolicy,
  ScoringRule,
  TestShape,
  TopicQuotas,
} from '@portal/contracts';
import { EXAM_FAMILIES, familyDefinition, testShape } from '@portal/contracts';

/** A question that may be drawn: its id, weight and topic (null or absent: none). */
export interface DrawCandidate {
  id: number;
  weight: number;
  topic?: string | null;
}

/**
 * Picks the questions of a new test in `category` from its pool; null when the pool cannot fill a test. The category
 * matters where the family's blueprint gives it another length (KET: 35 questions outside B and AM).
 */
export type DrawRule = (
  pool: readonly DrawCandidate[],
  random: () => number,
  category?: string,
) => number[] | null;

/** What differs between exam families; the engine does the rest. */
export interface FamilyPolicy {
  family: ExamFamilyId;
  questionCount: number;
  timeLimitSeconds: number;
  answerMode: AnswerMode;
  scoring: ScoringRule;
  showWeightBadge: boolean;
  /** Folder under the image base: questions' images are served at `/<imageDir>/img/<file>`. */
  imageDir: string;
  /** Branch ids the registration form may choose (undefined: any of BRANCHES). */
  branchIds?: readonly number[];
  draw: DrawRule;
  /**
   * A test's length and time in a category, drawn from `pool` (the family's own unless its blueprint says
   * otherwise: testShape in contracts).
   */
  shape?: (category: string, pool?: readonly DrawCandidate[]) => TestShape;
}

/**
 * The runner's rules; with an attempt, its own question count and time (a KET test outside B and AM is 35 questions
 * in 35 minutes: what the draw gave it, not the family's 30).
 */
export function runnerPolicy(
  policy: FamilyPolicy,
  attempt?: { questionCount: number; timeLimitSeconds: number },
): RunnerPolicy {
  const { family, answerMode, scoring, showWeightBadge } = policy;
  const { questionCount, timeLimitSeconds } = attempt ?? policy;
  return { family, questionCount, timeLimitSeconds, answerMode, scoring, showWeightBadge };
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** N distinct questions at random, whatever their weight. */
export function drawAny(count: number): DrawRule {
  return (pool, random) =>
    pool.length < count
      ? null
      : shuffle(pool, random)
          .slice(0, count)
          .map((q) => q.id);
}

/**
 * So many questions of each weight, shuffled together; the test is then worth exactly the sum of
 * weight × count (code family: 10 × 2 + 20 × 1 = 40 points).
 */
export function drawByWeight(countByWeight: Record<number, number>): DrawRule {
  return (pool, random) => {
    const picked: DrawCandidate[] = [];
    for (const [weight, count] of Object.entries(countByWeight)) {
      const same = pool.filter((q) => q.weight === Number(weight));
      if (same.length < count) return null;
      picked.push(...shuffle(same, random).slice(0, count));
    }
    return shuffle(picked, random).map((q) => q.id);
  };
}

/**
 * `count` questions spread over the topics by `quotas` (Regitra's blueprint): each topic's quota at random from its
 * questions; a topic the pool has too few of is made up at random from the rest of the pool (other topics, or
 * questions without a topic), so a test is always full while the pool has `count` questions; shuffled together.
 */
export function drawByTopic(count: number, quotas: TopicQuotas): DrawRule {
  return (pool, random) => {
    if (pool.length < count) return null;
    const picked: DrawCandidate[] = [];
    const taken = new Set<number>();
    for (const [topic, quota] of Object.entries(quotas)) {
      const same = pool.filter((q) => q.topic === topic);
      for (const q of shuffle(same, random).slice(0, quota)) {
        picked.push(q);
        taken.add(q.id);
      }
    }
    const rest = shuffle(
      pool.filter((q) => !taken.has(q.id)),
      random,
    );
    picked.push(...rest.slice(0, Math.max(0, count - picked.length)));
    return shuffle(picked.slice(0, count), random).map((q) => q.id);
  };
}

/** The draw rule a definition's `draw` names, for its question count (per category when drawn by topic). */
export function drawRule(draw: DrawSpec, questionCount: number): DrawRule {
  if (draw.kind === 'by-weight') return drawByWeight({ ...draw.countByWeight });
  if (draw.kind === 'by-topic')
    return (pool, random, category) => {
      // The time does not matter to the draw; without a category, the family's own count.
      const shape = testShape({ questionCount, timeLimitSeconds: 0, draw }, category ?? '', pool);
      return drawByTopic(shape.questionCount, shape.quotas ?? {})(pool, random);
    };
  return drawAny(questionCount);
}

/** A family's policy, read from its definition (libs/contracts/src/families): the one place its rules are stated. */
export function policyFromDefinition(def: FamilyDefinition): FamilyPolicy {
  return {
    family: def.id as ExamFamilyId,
    questionCount: def.questionCount,
    timeLimitSeconds: def.timeLimitSeconds,
    answerMode: def.answerMode,
    scoring: def.scoring,
    showWeightBadge: def.showWeightBadge,
    imageDir: def.imageDir,
    branchIds: def.branchIds,
    draw: drawRule(def.draw, def.questionCount),
    shape: (category, pool) => testShape(def, category, pool),
  };
}

/** Each enrolled exam family's policy, read from its definition (for code that has a family id, not a module). */
export const FAMILY_POLICIES = Object.fromEntries(
  EXAM_FAMILIES.map((id) => [id, policyFromDefinition(familyDefinition(id))]),
) as Record<ExamFamilyId, FamilyPolicy>;
