import { DEFAULT_TEST_SECONDS, PASS_PERCENT } from '@portal/contracts';
import { drawAny, type FamilyPolicy } from '../../exam/family-policy';

/** Tractor (second spec sections 5, 9): 20 questions, 30 minutes, one answer per question, pass at 80 %. */
export const TRACTOR_POLICY: FamilyPolicy = {
  family: 'tractor',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  showWeightBadge: false,
  imageDir: 'traktoriai',
  draw: drawAny(20),
};
