import {
  LANGUAGES,
  familyDefinition,
  fromColumns,
  perLanguage,
  toColumns,
  type LocalizedText,
  type BankCategory,
  type BankImportProblemReason,
  type BankQuestion,
  type BankFamilyId,
  type StaffBankCategory,
} from '@portal/contracts';
import type { CategoryEntity } from '../exam/category.entity';
import type { QuestionEntity } from '../exam/question.entity';

/** A stored question in the bank file's shape (what exports write and imports compare with). */
export function toBankQuestion(q: QuestionEntity, categories: string[]): BankQuestion {
  const stored = fromColumns(q, 'explanation');
  const explanation = LANGUAGES.some((l) => stored[l]) ? stored : undefined;
  return {
    ref: q.ref,
    categories,
    ...(q.topic ? { topic: q.topic } : {}),
    text: fromColumns(q, 'text'),
    answers: q.answers.map(answerTexts),
    correct: [...q.correct].sort((a, b) => a - b),
    weight: q.weight,
    image: q.image ?? null,
    ...(explanation ? { explanation } : {}),
  };
}

/** The columns of a question from its bank shape (ref and family are set by the caller). */
export function questionColumns(q: BankQuestion): Partial<QuestionEntity> {
  return {
    topic: q.topic?.trim() || null,
    ...toColumns('text', q.text, ''),
    answers: q.answers.map(answerTexts),
    correct: [...q.correct].sort((a, b) => a - b),
    weight: q.weight ?? 1,
    image: q.image ?? null,
    ...toColumns('explanation', q.explanation, null),
  };
}

/** An answer's texts in every language ('' where the bank has none), nothing else. */
export const answerTexts = (a: Partial<LocalizedText>): LocalizedText => perLanguage((l) => a[l] ?? '');

/** Two questions say the same (categories in any order; no topic = empty topic; weight 1 by default). */
export function sameQuestion(a: BankQuestion, b: BankQuestion): boolean {
  const norm = (q: BankQuestion) =>
    JSON.stringify(
      toBankQuestion(
        { ref: q.ref, ...questionColumns(q) } as QuestionEntity,
        [...new Set(q.categories)].sort(),
      ),
    );
  return norm(a) === norm(b);
}

/** What makes two questions with different refs the same question: the Lithuanian text and answers. */
export function contentKey(q: Pick<BankQuestion, 'text' | 'answers'>): string {
  const n = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return JSON.stringify([n(q.text.lt), ...q.answers.map((a) => n(a.lt))]);
}

/** A rule of the family the question breaks: the field, why (for the console's language) and in English. */
export interface FamilyProblem {
  field: 'categories' | 'correct' | 'topic';
  reason: Extract<BankImportProblemReason, 'unknown-categories' | 'single-answer' | 'unknown-topic'>;
  params: Record<string, string>;
  message: string;
}

/** Whether `topic` is one of the family's topics (a family without topics takes any). */
export function knownTopic(family: BankFamilyId, topic: string): boolean {
  const topics = familyDefinition(family).topics;
  return !topics.length || topics.some((t) => t.id === topic);
}

/** The family's rules beyond the schema: its categories, its topics, its answer mode. */
export function familyProblems(
  family: BankFamilyId,
  q: BankQuestion,
  categories: ReadonlySet<string>,
): FamilyProblem[] {
  const problems: FamilyProblem[] = [];
  const unknown = q.categories.filter((c) => !categories.has(c));
  if (unknown.length)
    problems.push({
      field: 'categories',
      reason: 'unknown-categories',
      params: { categories: unknown.join(', ') },
      message: `categories: unknown in ${family}: ${unknown.join(', ')}`,
    });
  const topic = q.topic?.trim();
  if (topic && !knownTopic(family, topic))
    problems.push({
      field: 'topic',
      reason: 'unknown-topic',
      params: { topic },
      message: `topic: ${family} has no topic ${topic} (${familyDefinition(family)
        .topics.map((t) => t.id)
        .join(', ')})`,
    });
  if (familyDefinition(family).answerMode === 'single' && q.correct.length !== 1)
    problems.push({
      field: 'correct',
      reason: 'single-answer',
      params: {},
      message: `correct: exactly one right answer in ${family} (one tick per question)`,
    });
  return problems;
}

export function toStaffCategory(c: CategoryEntity, questions = 0): StaffBankCategory {
  return {
    id: c.id,
    value: c.value,
    type: c.type,
    labels: fromColumns(c, 'label'),
    disabled: !!c.disabled,
    sortOrder: c.sortOrder,
    questions,
  };
}

export function toBankCategory(c: CategoryEntity): BankCategory {
  return {
    value: c.value,
    type: c.type,
    labels: fromColumns(c, 'label'),
    ...(c.disabled ? { disabled: true } : {}),
  };
}
