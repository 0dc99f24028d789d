/** How answers are picked: several may be ticked, or ticking one clears the others. */
export type AnswerMode = 'multi' | 'single';

/** How an attempt is scored. */
export type ScoringRule =
  { kind: 'share'; passPercent: number } | { kind: 'points'; maxPoints: number; passShare: number };

/** A test's time limit unless a family says otherwise: 30 minutes (core spec constants). */
export const DEFAULT_TEST_SECONDS = 1800;
/** Pass mark: 80 % of the questions fully right (core spec section 5). */
export const PASS_PERCENT = 80;

export const LANGUAGES = ['lt', 'ru', 'en', 'uk', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'lt';
/** Regitra's theory-exam languages since 9 February 2026 (no Russian). */
export const REGITRA_EXAM_LANGUAGES = ['lt', 'en', 'uk', 'pl', 'es', 'fr'] as const;
export type RegitraExamLanguage = (typeof REGITRA_EXAM_LANGUAGES)[number];

export type LocalizedText = Record<Language, string>;

/**
 * One topic of a family's bank (issue 26): what a question is about, for practice by topic, the Learn card's bars
 * and the mock test's blueprint. Ids are stable (bank files and stored questions carry them); labels are shown.
 */
export interface FamilyTopic {
  id: string;
  labels: LocalizedText;
}

/** Where a family is offered on the login screen: the main row, the 'more' group, or the modes. */
export type FamilyGroup = 'main' | 'more' | 'mode';

/**
 * What a family is: an `enrolled` exam family (registration, activation by staff, tests counted), a `contest`
 * (competition: anyone with a name and birth date, ranked) or the `examiner` mode (training, or a rostered exam).
 */
export type FamilyKind = 'enrolled' | 'contest' | 'examiner';

/** Questions per topic id in one test (issue 26): the quotas sum to the test's question count. */
export type TopicQuotas = Readonly<Record<string, number>>;

/** A test's shape: how many questions, how long, and (drawn by topic) how many of each topic. */
export interface TestShape {
  questionCount: number;
  timeLimitSeconds: number;
  /** Questions per topic; undefined: drawn whatever their topic. */
  quotas?: TopicQuotas;
}

/** How the questions of a new test are drawn from a category's pool. */
export type DrawSpec =
  | { kind: 'any' }
  /** So many of each weight (e.g. Code 95: 10 of weight 2 and 20 of weight 1, always 40 points). */
  | { kind: 'by-weight'; countByWeight: Readonly<Record<number, number>> }
  /**
   * The exam's blueprint, so many of each topic (KET: Regitra's eight areas): `quotas` for the family's own
   * `questionCount` and `timeLimitSeconds` (the spec's constants: every category not listed in `categoryShapes`,
   * such as one staff add), and another shape for the categories `categoryShapes` lists (Regitra: 35 questions in 35
   * minutes outside B and AM). A topic the pool has too few of is made up from the other topics (family-policy.ts).
   */
  | {
      kind: 'by-topic';
      quotas: TopicQuotas;
      categoryShapes?: readonly { categories: readonly string[]; shape: Required<TestShape> }[];
    };

/** The school's pages a family's top bar and consent text link to. */
export interface FamilyLinks {
  reviews: string;
  info: string;
  site: string;
  privacy: string;
}

/**
 * Everything the portal knows of one family, stated once. The API (policy, routes, images, manifest), the
 * remotes (createFamilyRemote), the bank checker and the dev/bench/e2e tools all read it from here.
 */
export interface FamilyDefinition {
  /** Lower-case id: API prefix `/api/<id>`, remote and Nx project name, i18n namespace, storage scope. */
  id: string;
  kind: FamilyKind;
  labels: LocalizedText;
  group: FamilyGroup;
  /** Routes in the shell: the landing (dashboard or start screen) and the test runner. */
  routes: { home: string; runner: string };
  /** Image folder: the bank's images live in `apps/api/assets/img/<imageDir>` and are served at `/<imageDir>/img/`. */
  imageDir: string;
  questionCount: number;
  timeLimitSeconds: number;
  answerMode: AnswerMode;
  /** Scoring rule and pass mark (share of fully right questions, or weighted points). */
  scoring: ScoringRule;
  draw: DrawSpec;
  /** The bank's topics, in the order the Learn card lists them (every question names one; empty: no topics). */
  topics: readonly FamilyTopic[];
  /** Show '+2' on weight-2 questions (the runner shows it on any weight-2 question anyway). */
  showWeightBadge: boolean;
  /** Branch ids the registration form offers (undefined: every branch). */
  branchIds?: readonly number[];
  landing: {
    /** A language select in the landing's top bar. */
    languageSelect: boolean;
    /** Pass mark the statistics colour results against, in percent of what the API reports. */
    statisticsPassPercent: number;
  };
  links: FamilyLinks;
  /** Dev server port of the remote (`nx run <id>:serve`). */
  devPort: number;
}

/** Types the literal definition while keeping its literal id (so the family ids stay a union type). */
export function defineFamily<const D extends FamilyDefinition>(definition: D): D {
  return definition;
}

/**
 * The school's pages. The specification does not give them ("not shown"): placeholders on the reserved
 * example.com domain until the school provides its own; the privacy policy is the shell's page.
 */
export const DEFAULT_SCHOOL_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: '/privacy',
};

/**
 * The shape of a test in `category`: the family's own question count and time, unless its blueprint gives the
 * category another (the one place a category's length is decided: the draw and the deadline read it; the runner is
 * told the attempt's). Given the category's `pool`, a longer test is drawn only from a pool that can fill it and is
 * sorted into topics (at least one question names a topic of the quotas); otherwise the family's own shape — a
 * school's small or not yet sorted bank still gives the spec's tests, as before the blueprint.
 */
export function testShape(
  definition: Pick<FamilyDefinition, 'questionCount' | 'timeLimitSeconds' | 'draw'>,
  category: string,
  pool?: readonly { topic?: string | null }[],
): TestShape {
  const { questionCount, timeLimitSeconds, draw } = definition;
  if (draw.kind !== 'by-topic') return { questionCount, timeLimitSeconds };
  const own = { questionCount, timeLimitSeconds, quotas: draw.quotas };
  const listed = draw.categoryShapes?.find((c) => c.categories.includes(category))?.shape;
  if (!listed) return own;
  if (!pool) return listed;
  const sorted = pool.some((q) => !!q.topic && listed.quotas[q.topic] !== undefined);
  return pool.length >= listed.questionCount && sorted ? listed : own;
}
