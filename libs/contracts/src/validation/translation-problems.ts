import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../families/family-definition';

// Our own sample banks and demo sets must be complete in every language of LANGUAGES (an imported bank need not
// be: its gaps fall back to Lithuanian). What tools/seed-data/check-banks.mjs reports beyond the schemas.

/**
 * A text that reads the same in any language: no run of four letters (a number, a code such as "CE" or "ADR",
 * "50 km/h"). Only such a text may equal its Lithuanian one; anything longer identical to it was not translated.
 */
export function isLanguageNeutral(text: string): boolean {
  return !/\p{L}{4}/u.test(text);
}

/** Why a language's text is not a translation of the Lithuanian one, or null when it is. */
export function untranslatedReason(lt: string, text: string | undefined): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'not translated (empty or missing)';
  if (text.trim() === lt.trim() && !isLanguageNeutral(text)) return 'not translated (the same as lt)';
  return null;
}

const OTHER_LANGUAGES = (): Language[] => LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

type Texts = Partial<Record<string, unknown>> | undefined | null;

/** Problems of one localized object: `<where>.<language>: not translated (…)`. */
function textProblems(where: string, texts: Texts): string[] {
  if (!texts || typeof texts !== 'object') return [];
  const lt = typeof texts[DEFAULT_LANGUAGE] === 'string' ? (texts[DEFAULT_LANGUAGE] as string) : '';
  return OTHER_LANGUAGES().flatMap((l) => {
    const reason = untranslatedReason(lt, texts[l] as string | undefined);
    return reason ? [`${where}.${l}: ${reason}`] : [];
  });
}

interface BankLike {
  categories?: { value?: unknown; labels?: Texts }[];
  questions?: { ref?: unknown; text?: Texts; answers?: Texts[]; explanation?: Texts }[];
}

/** Every localized text of a bank (category labels, question texts, answers, explanations) in every language. */
export function bankTranslationProblems(bank: BankLike): string[] {
  const categories = (bank.categories ?? []).flatMap((c, i) =>
    textProblems(`category #${i + 1} (${String(c.value)}) labels`, c.labels),
  );
  const questions = (bank.questions ?? []).flatMap((q, i) => {
    const where = `question #${i + 1} (${String(q.ref)})`;
    return [
      ...textProblems(`${where} text`, q.text),
      ...(q.answers ?? []).flatMap((a, j) => textProblems(`${where} answers[${j}]`, a)),
      ...(q.explanation ? textProblems(`${where} explanation`, q.explanation) : []),
    ];
  });
  return [...categories, ...questions];
}

type DemoQuestionLike = Record<string, unknown>;

/** Every `klausimas_<l>` and `atsakymai_<l>` of a demo set in every language. */
export function demoTranslationProblems(set: { questions?: DemoQuestionLike[] }): string[] {
  return (set.questions ?? []).flatMap((q, i) => {
    const where = `question #${i + 1}`;
    const field = (prefix: string, index?: number) =>
      Object.fromEntries(
        LANGUAGES.map((l) => {
          const value = q[`${prefix}_${l}`];
          return [l, index === undefined ? value : Array.isArray(value) ? value[index] : undefined];
        }),
      );
    const count = Array.isArray(q[`atsakymai_${DEFAULT_LANGUAGE}`])
      ? (q[`atsakymai_${DEFAULT_LANGUAGE}`] as unknown[]).length
      : 0;
    const rename = (line: string) => line.replace(/^(.*?) (\w+)(\[\d+\])?\.(\w+):/, `$1 $2_$4$3:`);
    return [
      ...textProblems(`${where} klausimas`, field('klausimas')),
      ...Array.from({ length: count }, (_, j) =>
        textProblems(`${where} atsakymai[${j}]`, field('atsakymai', j)),
      ).flat(),
    ].map(rename);
  });
}
