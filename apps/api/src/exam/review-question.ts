import {
  DEFAULT_LANGUAGE,
  fromColumns,
  withFallback,
  type Flag,
  type LocalizedText,
  type ReviewQuestion,
} from '@portal/contracts';
import { answerKey } from './answer-key';
import type { QuestionEntity } from './question.entity';
import { learnerTexts } from './test-question';

/** A question of an ENDED attempt as its review shows it: texts, the ticks, the key and staff's explanation. */
export function toReviewQuestion(
  q: QuestionEntity,
  imageUrl: (file: string) => string,
  ticks: Flag[] | undefined,
): ReviewQuestion {
  const { text, answers, untranslated } = learnerTexts(q);
  return {
    id: q.id,
    text,
    answers,
    ...(untranslated.length ? { untranslated } : {}),
    image: q.image ? imageUrl(q.image) : null,
    weight: q.weight,
    ticks: ticks ?? q.answers.map((): Flag => '0'),
    key: answerKey(q),
    explanation: explanationOf(q),
  };
}

/** The explanation when staff wrote any; a language left empty falls back to Lithuanian (the bank's first). */
export function explanationOf(q: QuestionEntity): LocalizedText | null {
  const stored = fromColumns(q, 'explanation');
  if (Object.values(stored).every((t) => !t)) return null;
  // Written before the Lithuanian one was required: the first language there is stands in for it.
  const main = stored[DEFAULT_LANGUAGE] || Object.values(stored).find(Boolean)!;
  return withFallback({ ...stored, [DEFAULT_LANGUAGE]: main }).text;
}
