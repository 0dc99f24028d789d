import { DEFAULT_TEST_SECONDS, PASS_PERCENT } from '@portal/contracts';
import { drawAny, type FamilyPolicy } from '../../exam/family-policy';

/** Hydraulic crane (second spec sections 5, 9): 20 questions, 30 minutes, one answer per question, pass at 80 %. */
export const HIDRO_POLICY: FamilyPolicy = {
  family: 'hidro',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  showWeightBadge: false,
  imageDir: 'hidro',
  draw: drawAny(20),
};
