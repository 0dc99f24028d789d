import { HIDRO_TOPICS } from './hidro-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/** Hydraulic crane (second spec sections 5, 9): 20 questions, 30 minutes, one answer per question, pass at 80 %. */
export const HIDRO = defineFamily({
  id: 'hidro',
  kind: 'enrolled',
  labels: {
    lt: 'Hidrokranai',
    ru: 'Гидрокраны',
    en: 'Hydraulic crane',
    uk: 'Гідрокрани',
    pl: 'Żurawie hydrauliczne',
  },
  group: 'more',
  routes: { home: '/hidro', runner: '/testai-hidro' },
  imageDir: 'hidro',
  questionCount: 20,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'single',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: HIDRO_TOPICS,
  showWeightBadge: false,
  landing: { languageSelect: false, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4205,
});
