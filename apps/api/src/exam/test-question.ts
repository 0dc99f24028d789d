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
