import { TRACTOR_TOPICS } from './tractor-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/** Tractor (second spec sections 5, 9): 20 questions, 30 minutes, one answer per question, pass at 80 %. */
export const TRACTOR = defineFamily({
  id: 'tractor',
  kind: 'enrolled',
  labels: { lt: 'Traktoriai', ru: 'Тракторы', en: 'Tractor', uk: 'Трактори', pl: 'Ciągniki' },
  group: 'more',
  routes: { home: '/tractor', runner: '/testai-tractor' },
  imageDir: 'traktoriai',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: TRACTOR_TOPICS,
  showWeightBadge: false,
  landing: { languageSelect: false, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4203,
});
