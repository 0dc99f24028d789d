import type { Flag, Language, TestQuestion } from '@portal/contracts';
import type { QuestionEntity } from './question.entity';

/**
 * The runner's view of a question: texts in all languages, the learner's ticks, never the key. The image is served
 * at `<imageBaseUrl>/<imageDir>/img/<file>`.
 */
export function toTestQuestion(
  q: QuestionEntity,
  imageUrl: (file: string) => string,
  language: Language,
  ticks: Flag[] | undefined,
): TestQuestion {
  const text = { lt: q.textLt, ru: q.textRu, en: q.textEn };
  const answers = (lang: Language) => q.answers.map((a) => a[lang]);
  return {
    id: q.id,
    klausimas: text[language],
    klausimas_lt: text.lt,
    klausimas_ru: text.ru,
    klausimas_en: text.en,
    image: q.image ? imageUrl(q.image) : null,
    atsakymai: answers(language),
    atsakymai_lt: answers('lt'),
    atsakymai_ru: answers('ru'),
    atsakymai_en: answers('en'),
    checkai: ticks ?? q.answers.map((): Flag => '0'),
    svoris: q.weight,
    comments: 0,
    asked: false,
  };
}

/** Per question object: its JSON without the ticks, by language and image address. */
const withoutTicks = new WeakMap<QuestionEntity, Map<string, string>>();

/**
 * The runner's questions as the JSON text a start or resume answers with (`questions`), the same as
 * JSON.stringify of toTestQuestion's items (`checkai` last). Each question's text in three languages is turned
 * into JSON once per cached question object: a class starting together shares the objects (QuestionCache), and
 * stringifying 30 questions per start was the largest cost of the start after the database.
 */
export function testQuestionsJson(
  questions: QuestionEntity[],
  imageUrl: (file: string) => string,
  language: Language,
  ticks: Flag[][],
): string {
  const items = questions.map((q, i) => {
    const key = `${language}\n${q.image ? imageUrl(q.image) : ''}`;
    let forQuestion = withoutTicks.get(q);
    if (!forQuestion) withoutTicks.set(q, (forQuestion = new Map()));
    let head = forQuestion.get(key);
    if (head === undefined) {
      const { checkai: _ticks, ...rest } = toTestQuestion(q, imageUrl, language, undefined);
      head = JSON.stringify(rest).slice(0, -1);
      forQuestion.set(key, head);
    }
    const own = ticks[i] ?? q.answers.map((): Flag => '0');
    return `${head},"checkai":${JSON.stringify(own)}}`;
  });
  return `[${items.join(',')}]`;
}
