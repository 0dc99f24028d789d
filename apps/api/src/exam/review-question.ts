import type { Flag, LocalizedText, ReviewQuestion } from '@portal/contracts';
import { answerKey } from './answer-key';
import type { QuestionEntity } from './question.entity';

/** A question of an ENDED attempt as its review shows it: texts, the ticks, the key and staff's explanation. */
export function toReviewQuestion(
  q: QuestionEntity,
  imageUrl: (file: string) => string,
  ticks: Flag[] | undefined,
): ReviewQuestion {
  return {
    id: q.id,
    text: { lt: q.textLt, ru: q.textRu, en: q.textEn },
    answers: q.answers.map((a) => ({ lt: a.lt, ru: a.ru, en: a.en })),
    image: q.image ? imageUrl(q.image) : null,
    weight: q.weight,
    ticks: ticks ?? q.answers.map((): Flag => '0'),
    key: answerKey(q),
    explanation: explanationOf(q),
  };
}

/** The explanation when staff wrote any; a language left empty falls back to Lithuanian (the bank's first). */
function explanationOf(q: QuestionEntity): LocalizedText | null {
  const lt = q.explanationLt ?? '';
  const ru = q.explanationRu ?? '';
  const en = q.explanationEn ?? '';
  if (!lt && !ru && !en) return null;
  const fallback = lt || en || ru;
  return { lt: lt || fallback, ru: ru || fallback, en: en || fallback };
}
