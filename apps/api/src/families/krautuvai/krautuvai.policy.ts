import { DEFAULT_TEST_SECONDS, PASS_PERCENT } from '@portal/contracts';
import { drawAny, type FamilyPolicy } from '../../exam/family-policy';

/** Forklift (second spec: radio-like answers, 20 questions; its pass rule is not shown, so the 80 % rule is used). */
export const KRAUTUVAI_POLICY: FamilyPolicy = {
  family: 'krautuvai',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  showWeightBadge: false,
  imageDir: 'krautuvai',
  draw: drawAny(20),
};
