import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily, PASS_PERCENT } from '../family-definition';

/**
 * Competition (second spec, competition mode): a start screen at /konkursas, the test at /k; 5 questions by default,
 * anyone with a name and birth date, no enrolment. Questions come from the KET bank unless staff choose another.
 */
export const COMPETITION = defineFamily({
  id: 'competition',
  kind: 'contest',
  labels: { lt: 'Konkursas', ru: 'Конкурс', en: 'Competition', uk: 'Конкурс', pl: 'Konkurs' },
  group: 'mode',
  routes: { home: '/konkursas', runner: '/k' },
  imageDir: 'ket',
  questionCount: 5,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  draw: { kind: 'any' },
  topics: [],
  showWeightBadge: false,
  landing: { languageSelect: true, statisticsPassPercent: PASS_PERCENT },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4207,
});
