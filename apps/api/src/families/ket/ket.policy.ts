import { DEFAULT_TEST_SECONDS, PASS_PERCENT } from '@portal/contracts';
import { drawAny, type FamilyPolicy } from '../../exam/family-policy';

/** KET (core spec): 30 questions, 30 minutes, several answers may be ticked, pass at 80 % of questions fully correct. */
export const KET_POLICY: FamilyPolicy = {
  family: 'ket',
  questionCount: 30,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  showWeightBadge: false,
  imageDir: 'ket',
  draw: drawAny(30),
};
