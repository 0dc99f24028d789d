import { CODE_FAMILY_BRANCH_IDS, DEFAULT_TEST_SECONDS } from '@portal/contracts';
import { drawByWeight, type FamilyPolicy } from '../../exam/family-policy';

/** Code 95 (second spec sections 5, 9): 30 questions worth 1 or 2 points, drawn as 10 of weight 2 and 20 of weight 1
 * so every test is worth exactly 40 points; pass at half (20 points). Branches 15 and 10 only. */
export const KODAS_POLICY: FamilyPolicy = {
  family: 'kodas',
  questionCount: 30,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'points', maxPoints: 40, passShare: 0.5 },
  showWeightBadge: true,
  imageDir: 'kodas',
  branchIds: CODE_FAMILY_BRANCH_IDS,
  draw: drawByWeight({ 2: 10, 1: 20 }),
};
