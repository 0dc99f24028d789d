import { KODAS_TOPICS } from './kodas-topics';
import { DEFAULT_SCHOOL_LINKS, DEFAULT_TEST_SECONDS, defineFamily } from '../family-definition';

/**
 * Code 95 (second spec sections 5, 9): 30 questions worth 1 or 2 points, drawn as 10 of weight 2 and 20 of weight 1
 * so every test is worth exactly 40 points; pass at half. Branches 15 and 10 only; a language select on the landing.
 * The API reports `egzaminai` as percent of the maximum points, so the statistics colour them against 50.
 */
export const KODAS = defineFamily({
  id: 'kodas',
  kind: 'enrolled',
  labels: { lt: 'Kodas 95', ru: 'Код 95', en: 'Code 95', uk: 'Код 95', pl: 'Kod 95' },
  group: 'main',
  routes: { home: '/kodas', runner: '/testai-kodas' },
  imageDir: 'kodas',
  questionCount: 30,
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'points', maxPoints: 40, passShare: 0.5 },
  draw: { kind: 'by-weight', countByWeight: { 2: 10, 1: 20 } },
  topics: KODAS_TOPICS,
  showWeightBadge: true,
  branchIds: [15, 10],
  landing: { languageSelect: true, statisticsPassPercent: 50 },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4202,
});
