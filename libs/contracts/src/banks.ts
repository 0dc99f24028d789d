import type { BankFamilyId, ExamFamilyId, Language, LocalizedText } from './families';
import type { BankQuestion } from './exam';
import type { PageQuery } from './paging';

/** Question banks in the staff console (docs/api.md "Question banks", docs/banks.md). Types only. */

/** A bank question as staff see it: the bank fields with its id, its image's address and whether it is retired. */
export interface StaffBankQuestion extends BankQuestion {
  id: number;
  family: BankFamilyId;
  weight: number;
  image: string | null;
  imageUrl: string | null;
  /** Epoch ms when retired (no longer drawn; past attempts still show it), or null. */
  retiredAt: number | null;
}

/** The body of create and edit: a bank question, its ref optional on create (one is made up). */
export type BankQuestionInput = Omit<BankQuestion, 'ref'> & { ref?: string };

/** `GET /api/staff/banks` item: a bank, its questions (not retired) and how many are translated per language. */
export interface StaffBankSummary {
  family: BankFamilyId;
  questions: number;
  /** Per language: questions with every field (text, answers, explanation if any) filled, not falling back. */
  coverage: Record<Language, number>;
}

export interface StaffBankCategory {
  id: number;
  value: string;
  type: string;
  labels: LocalizedText;
  disabled: boolean;
  sortOrder: number;
  /** Questions in it that are not retired. */
  questions: number;
}

export interface BankCategoryInput {
  value: string;
  type: string;
  labels: LocalizedText;
  disabled?: boolean;
  sortOrder?: number;
}

export type BankRetiredFilter = 'active' | 'retired' | 'all';

export interface BankQuestionsQuery extends PageQuery {
  category?: string;
  /** Words searched in the ref, topic, texts and answers (any language). */
  q?: string;
  topic?: string;
  hasImage?: boolean;
  weight?: number;
  retired?: BankRetiredFilter;
}

/** Types only here: runtime values in contracts end up in the learners' bundles (see docs/decisions.md). */
export type BankFormat = 'moodle-xml' | 'gift' | 'json';

export interface BankImportRequest {
  format: BankFormat;
  content: string;
  dryRun?: boolean;
  /**
   * The category for items that name none the family knows (a Moodle export names its own course categories, not
   * ours): one of the family's category values.
   */
  category?: string;
  /** The topic for items that name none: one of the family's topic ids. */
  topic?: string;
}

export type BankImportProblemCode =
  | 'syntax'
  | 'invalid'
  | 'unsupported'
  | 'unknown-category'
  | 'unknown-topic'
  | 'duplicate'
  | 'image'
  | 'missing-language';

/**
 * What exactly is wrong, for the console to say in its own language (with `params`); problems of the file's syntax
 * carry none (their line and column say where).
 */
export type BankImportProblemReason =
  | 'duplicate-ref'
  | 'duplicate-in-file'
  | 'duplicate-in-bank'
  | 'image-missing'
  | 'image-empty'
  | 'image-too-large'
  | 'image-not-an-image'
  | 'unknown-categories'
  | 'no-category'
  | 'single-answer'
  /** The question names a topic its family does not list (`params.topic`). */
  | 'unknown-topic'
  | 'invalid-fields'
  /** A warning (the questions import): `params.count` of them lack `params.language` (learners get Lithuanian). */
  | 'missing-language';

export interface BankImportProblem {
  /** 1-based number of the item (question) in the file; 0 for the file as a whole. */
  item: number;
  line: number;
  column: number;
  code: BankImportProblemCode;
  /** The problem in English (logs, the API's callers); the console shows `reason` in its language. */
  message: string;
  reason?: BankImportProblemReason;
  params?: Record<string, string | number>;
  /** true: only a warning — the items were imported all the same (`missing-language`). */
  warning?: boolean;
}

export interface BankImportReport {
  /** Questions found in the file. */
  items: number;
  /** Questions stored (new or changed); 0 on a dry run. */
  imported: number;
  /** Of `imported`: how many were new (the rest changed an existing question of the same ref). */
  created: number;
  /** Items identical to a question already in the bank (left as they are, also listed in problems). */
  unchanged: number;
  dryRun: boolean;
  problems: BankImportProblem[];
}

export interface BankImageUpload {
  file: string;
  url: string;
}

// Statistics (docs/api.md "Statistics").

export type StatisticsBucket = 'day' | 'week';

export interface StatisticsQuery {
  family: ExamFamilyId;
  category?: string;
  /** Epoch ms bounds of the attempts' end (default: from 180 days ago, no upper bound). */
  from?: number;
  to?: number;
  bucket?: StatisticsBucket;
}

export interface CategoryStatistics {
  category: string;
  attempts: number;
  passed: number;
  /** Percent of attempts passed (0..100, 1 decimal). */
  passRate: number;
  /** Mean percent score. */
  averageScore: number;
}

export interface ScorePoint {
  /** Epoch ms of the period's start (UTC). */
  from: number;
  attempts: number;
  passRate: number;
  averageScore: number;
}

export interface FamilyStatistics {
  family: ExamFamilyId;
  categories: CategoryStatistics[];
  overTime: ScorePoint[];
}

export interface QuestionStatistics {
  questionId: number;
  ref: string;
  text: LocalizedText;
  answers: LocalizedText[];
  correct: number[];
  retired: boolean;
  /** Times it was in an ended attempt. */
  shown: number;
  right: number;
  /** Percent answered right (0..100). */
  rightRate: number;
  /** Per answer: how many times it was ticked. */
  ticks: number[];
  /** Times left with no tick. */
  unanswered: number;
}

export interface BranchLearners {
  branch: number | null;
  learners: number;
  active: number;
}
