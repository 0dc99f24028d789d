import type {
  AnswerMode,
  DrawSpec,
  ExamFamilyId,
  FamilyDefinition,
  RunnerPolicy,
  ScoringRule,
} from '@portal/contracts';

/** A question that may be drawn: its id and weight. */
export interface DrawCandidate {
  id: number;
  weight: number;
}

/** Picks the questions of a new test from a category's pool; null when the pool cannot fill a test. */
export type DrawRule = (pool: readonly DrawCandidate[], random: () => number) => number[] | null;

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
}

export function runnerPolicy(policy: FamilyPolicy): RunnerPolicy {
  const { family, questionCount, timeLimitSeconds, answerMode, scoring, showWeightBadge } = policy;
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

/** The draw rule a definition's `draw` names, for its question count. */
export function drawRule(draw: DrawSpec, questionCount: number): DrawRule {
  return draw.kind === 'by-weight' ? drawByWeight({ ...draw.countByWeight }) : drawAny(questionCount);
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
  };
}
