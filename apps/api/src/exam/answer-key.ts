import type { Flag } from '@portal/contracts';
import type { QuestionEntity } from './question.entity';

/** A question's key as the runner's flags: '1' on each correct answer. Never leaves the server before the end. */
export function answerKey(question: QuestionEntity): Flag[] {
  return question.answers.map((_, i) => (question.correct.includes(i) ? '1' : '0'));
}
