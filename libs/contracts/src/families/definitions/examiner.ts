import { EXAMINER_BANK_TOPICS } from './examiner-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/**
 * Examiner (second spec, examiner mode): the choice screen at /m, the test at /t; training, or an exam for rostered
 * candidates; 30 questions, several answers may be ticked, '+2' on weight 2, pass at 80 %.
 */
export const EXAMINER = defineFamily({
  id: 'examiner',
  kind: 'examiner',
  labels: { lt: 'Egzaminuotojas', ru: 'Экзаменатор', en: 'Examiner', uk: 'Екзаменатор', pl: 'Egzaminator' },
  group: 'mode',
  routes: { home: '/m', runner: '/t' },
  imageDir: 'examiner',
  questionCount: 30,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: EXAMINER_BANK_TOPICS,
  showWeightBadge: true,
  landing: { languageSelect: true, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4208,
});
