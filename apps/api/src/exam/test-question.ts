import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  fromColumns,
  missingLanguages,
  type Flag,
  type Language,
  type LocalizedText,
  type TestQuestion,
  type TestQuestionTexts,
} from '@portal/contracts';
import type { QuestionEntity } from './question.entity';

/**
 * A question's texts and answers as learners get them: a language the bank lacks (its text or any answer empty)
 * takes the Lithuanian text and answers, and is listed in `untranslated` — never an empty text.
 */
export function learnerTexts(q: QuestionEntity): {
  text: LocalizedText;
  answers: LocalizedText[];
  untranslated: Language[];
} {
  const stored = fromColumns(q, 'text');
  const missing = new Set(missingLanguages(stored));
  for (const a of q.answers) for (const l of missingLanguages(a)) missing.add(l);
  const untranslated = LANGUAGES.filter((l) => missing.has(l));
  const pick = (t: Partial<LocalizedText>): LocalizedText =>
    Object.fromEntries(
      LANGUAGES.map((l) => [l, missing.has(l) ? (t[DEFAULT_LANGUAGE] ?? '') : (t[l] ?? '')]),
    ) as LocalizedText;
  return { text: pick(stored), answers: q.answers.map(pick), untranslated };
}

/**
 * The runner's view of a question as a start or resume sends it: the texts in the test's language only (the other
 * languages on demand: testTexts; issue 30, the start answer's 20 KB on the wire), the learner's ticks, never the
 * key. `untranslated` names every language the bank lacks, so the runner marks a fallback in any language it
 * fetches later. The image is served at `<imageBaseUrl>/<imageDir>/img/<file>`.
 */
export function toTestQuestion(
  q: QuestionEntity,
  imageUrl: (file: string) => string,
  language: Language,
  ticks: Flag[] | undefined,
): TestQuestion {
  const { text, answers: texts, untranslated } = learnerTexts(q);
  const answers = texts.map((a) => a[language]);
  return {
    id: q.id,
    klausimas: text[language],
    [`klausimas_${language}`]: text[language],
    image: q.image ? imageUrl(q.image) : null,
    atsakymai: answers,
    [`atsakymai_${language}`]: answers,
    ...(untranslated.length ? { untranslated } : {}),
    checkai: ticks ?? q.answers.map((): Flag => '0'),
    svoris: q.weight,
    comments: 0,
    asked: false,
  };
}

/** The questions' texts in these languages (`tests/texts`): `klausimas_<l>` and `atsakymai_<l>`, never the key. */
export function testTexts(questions: QuestionEntity[], languages: readonly Language[]): TestQuestionTexts[] {
  return questions.map((q) => {
    const { text, answers } = learnerTexts(q);
    const texts: Record<string, unknown> = { id: q.id };
    for (const l of LANGUAGES.filter((one) => languages.includes(one))) {
      texts[`klausimas_${l}`] = text[l];
      texts[`atsakymai_${l}`] = answers.map((a) => a[l]);
    }
    return texts as TestQuestionTexts;
  });
}

/** A question's JSON without its ticks (and without the closing brace): as text, and as the bytes of that text
 * written inside a JSON string (escaped, UTF-8). */
interface QuestionHead {
  json: string;
  quoted: Buffer;
}

/** Per question object: its heads by language and image address. */
const heads = new WeakMap<QuestionEntity, Map<string, QuestionHead>>();

/**
 * Each question's text in every language is turned into JSON once per cached question object: a class starting
 * together shares the objects (QuestionCache), and stringifying 30 questions per start, then escaping and encoding
 * that text again as the answer's `questions` string, was the largest cost of a start after the database.
 */
function headOf(q: QuestionEntity, imageUrl: (file: string) => string, language: Language): QuestionHead {
  const key = `${language}\n${q.image ? imageUrl(q.image) : ''}`;
  let forQuestion = heads.get(q);
  if (!forQuestion) heads.set(q, (forQuestion = new Map()));
  let head = forQuestion.get(key);
  if (!head) {
    const { checkai: _ticks, ...rest } = toTestQuestion(q, imageUrl, language, undefined);
    const json = JSON.stringify(rest).slice(0, -1);
    head = { json, quoted: Buffer.from(insideJsonString(json)) };
    forQuestion.set(key, head);
  }
  return head;
}

/** The text as it is written between a JSON string's quotes. */
const insideJsonString = (text: string) => JSON.stringify(text).slice(1, -1);

/** The end of a question's JSON: its ticks (`checkai` last). */
const tail = (q: QuestionEntity, ticks: Flag[] | undefined) =>
  `,"checkai":${JSON.stringify(ticks ?? q.answers.map((): Flag => '0'))}}`;

/**
 * The runner's questions as the JSON text a start or resume answers with (`questions`), the same as
 * JSON.stringify of toTestQuestion's items (`checkai` last).
 */
export function testQuestionsJson(
  questions: QuestionEntity[],
  imageUrl: (file: string) => string,
  language: Language,
  ticks: Flag[][],
): string {
  return `[${questions.map((q, i) => headOf(q, imageUrl, language).json + tail(q, ticks[i])).join(',')}]`;
}

const OPEN = Buffer.from('"[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']"');

/** Tick patterns ('0100') seen, at most: a question has a handful of answers, so there are few. */
const TAILS_MAX = 4096;
const quotedTails = new Map<string, Buffer>();

/** A question's tail (its ticks) as the bytes it has inside a JSON string; the same few patterns recur. */
function quotedTail(q: QuestionEntity, ticks: Flag[] | undefined): Buffer {
  const key = ticks ? ticks.join('') : '0'.repeat(q.answers.length);
  let bytes = quotedTails.get(key);
  if (!bytes) {
    bytes = Buffer.from(insideJsonString(tail(q, ticks)));
    if (quotedTails.size < TAILS_MAX) quotedTails.set(key, bytes);
  }
  return bytes;
}

/**
 * The same text as testQuestionsJson, as the bytes of a JSON string holding it (quotes included), in parts: what the
 * answer's `questions` field is written as, from each question's cached bytes (joined once, in TestLoadAnswer).
 */
export function testQuestionsJsonString(
  questions: QuestionEntity[],
  imageUrl: (file: string) => string,
  language: Language,
  ticks: Flag[][],
): Buffer[] {
  const parts: Buffer[] = [OPEN];
  questions.forEach((q, i) => {
    if (i) parts.push(COMMA);
    parts.push(headOf(q, imageUrl, language).quoted, quotedTail(q, ticks[i]));
  });
  parts.push(CLOSE);
  return parts;
}
