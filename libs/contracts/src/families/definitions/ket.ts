import { KET_TOPICS } from './ket-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/** KET, car theory (core spec): 30 questions, 30 minutes, several answers may be ticked, pass at 80 %. */
export const KET = defineFamily({
  id: 'ket',
  kind: 'enrolled',
  labels: { lt: 'KET', ru: 'ПДД', en: 'Driving theory', uk: 'ПДР', pl: 'Teoria jazdy' },
  group: 'main',
  routes: { home: '/home', runner: '/testai' },
  imageDir: 'ket',
  questionCount: 30,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: KET_TOPICS,
  showWeightBadge: false,
  landing: { languageSelect: false, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4201,
});
