import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  missingLanguages,
  type BankQuestion,
  type Language,
} from '@portal/contracts';

// How far a bank is translated: a question counts for a language when every field of it is filled there (its text,
// each answer, and its explanation when it has one), i.e. learners reading that language get no Lithuanian
// fallback. What the staff console's coverage and the import report's `missing-language` warnings count.

/** The languages a question lacks (some field empty), in LANGUAGES order; never Lithuanian (it is required). */
export function questionMissingLanguages(
  q: Pick<BankQuestion, 'text' | 'answers' | 'explanation'>,
): Language[] {
  const missing = new Set<Language>(missingLanguages(q.text));
  for (const a of q.answers) for (const l of missingLanguages(a)) missing.add(l);
  if (q.explanation?.[DEFAULT_LANGUAGE]?.trim())
    for (const l of missingLanguages(q.explanation)) missing.add(l);
  return LANGUAGES.filter((l) => missing.has(l));
}

/** Per language: how many of the questions lack it (languages none lacks are left out). */
export function missingCounts(
  questions: Iterable<Pick<BankQuestion, 'text' | 'answers' | 'explanation'>>,
): Map<Language, number> {
  const counts = new Map<Language, number>();
  for (const q of questions)
    for (const l of questionMissingLanguages(q)) counts.set(l, (counts.get(l) ?? 0) + 1);
  return new Map(LANGUAGES.filter((l) => counts.has(l)).map((l) => [l, counts.get(l)!]));
}

/** Per language of LANGUAGES: how many of the questions are fully translated into it. */
export function coverageOf(
  questions: Pick<BankQuestion, 'text' | 'answers' | 'explanation'>[],
): Record<Language, number> {
  const missing = missingCounts(questions);
  return Object.fromEntries(LANGUAGES.map((l) => [l, questions.length - (missing.get(l) ?? 0)])) as Record<
    Language,
    number
  >;
}
