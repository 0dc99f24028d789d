import {
  DEFAULT_TEST_SECONDS,
  PASS_PERCENT,
  type DemoSet,
  type FamilyId,
  type Flag,
  type Language,
  type RunnerPolicy,
  type TestQuestion,
  type TestQuestionTexts,
} from '@portal/contracts';

/** The load response carries the questions as JSON text (core spec section 3). */
export function parseQuestions(json: string): TestQuestion[] {
  const list = JSON.parse(json) as TestQuestion[];
  if (!Array.isArray(list)) throw new Error('questions is not a list');
  return list.map((q) => ({
    ...q,
    checkai: normalizeTicks(q.checkai, answersOf(q, 'lt').length),
  }));
}

function answersOf(q: TestQuestion, lang: string): string[] {
  const own = (q as unknown as Record<string, unknown>)[`atsakymai_${lang}`];
  if (Array.isArray(own) && own.length) return own as string[];
  return q.atsakymai?.length ? q.atsakymai : (q.atsakymai_lt ?? []);
}

/** Ticks as exactly one '0'/'1' flag per answer. */
export function normalizeTicks(ticks: readonly unknown[] | undefined, count: number): Flag[] {
  return Array.from({ length: count }, (_, i) => (String(ticks?.[i] ?? '0') === '1' ? '1' : '0'));
}

/** Question and answer texts in the screen's language (klausimas_<lang>, atsakymai_<lang>), else the test's. */
export function localize(q: TestQuestion, lang: string): { text: string; answers: string[] } {
  const own = (q as unknown as Record<string, unknown>)[`klausimas_${lang}`];
  const text = typeof own === 'string' && own ? own : q.klausimas || q.klausimas_lt || '';
  return { text, answers: answersOf(q, lang) };
}

/** Whether every question holds its texts in the language (a start carries the test's language only; issue 30). */
export function hasLanguage(questions: readonly TestQuestion[], language: Language): boolean {
  return questions.every((q) => typeof q[`klausimas_${language}`] === 'string');
}

/** The questions with the texts fetched later (`tests/texts`) merged in by id; ticks and the rest stay. */
export function withTexts(questions: TestQuestion[], texts: readonly TestQuestionTexts[]): TestQuestion[] {
  const byId = new Map(texts.map((t) => [t.id, t]));
  return questions.map((q) => {
    const more = byId.get(q.id);
    return more ? { ...q, ...more } : q;
  });
}

/** Demo questions (second spec section 1): the built-in set, nothing ticked. */
export function demoQuestions(set: DemoSet): TestQuestion[] {
  return set.questions.map((q) => ({
    ...q,
    klausimas: q.klausimas_lt,
    atsakymai: q.atsakymai_lt,
    checkai: normalizeTicks([], q.atsakymai_lt.length),
    comments: 0,
  }));
}

/** A family's rules of a test, as its definition gives them (the runner's `rules`). */
export type PolicyRules = Pick<
  RunnerPolicy,
  'timeLimitSeconds' | 'answerMode' | 'scoring' | 'showWeightBadge'
>;

/** The rules when the caller gives none: the core spec's 30 minutes, several answers, 80 % to pass. */
export const DEFAULT_RULES: PolicyRules = {
  timeLimitSeconds: DEFAULT_TEST_SECONDS,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: PASS_PERCENT },
  showWeightBadge: false,
};

/**
 * The policy when neither the server's answer nor the caller has one: the family's rules (its definition, handed
 * in by the remote: the runner does not read the registry of every family, which a test's first question would
 * download) over the question count.
 */
export function defaultDemoPolicy(
  family: FamilyId,
  questionCount: number,
  rules: PolicyRules = DEFAULT_RULES,
): RunnerPolicy {
  const { timeLimitSeconds, answerMode, scoring, showWeightBadge } = rules;
  return { family, questionCount, timeLimitSeconds, answerMode, scoring, showWeightBadge };
}
