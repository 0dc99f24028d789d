import { KRAUTUVAI_TOPICS } from './krautuvai-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/**
 * Forklift, the depot (second spec): radio-like answers, 20 questions, a language select on the landing; its pass
 * rule is not shown, so the 80 % rule is used.
 */
export const KRAUTUVAI = defineFamily({
  id: 'krautuvai',
  kind: 'enrolled',
  labels: { lt: 'Krautuvai', ru: 'Погрузчики', en: 'Forklift', uk: 'Навантажувачі', pl: 'Wózki widłowe' },
  group: 'more',
  routes: { home: '/krautuvai', runner: '/testai-krautuvai' },
  imageDir: 'krautuvai',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: KRAUTUVAI_TOPICS,
  showWeightBadge: false,
  landing: { languageSelect: true, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4204,
});
