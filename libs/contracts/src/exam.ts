import type {
  AnswerMode,
  ExamFamilyId,
  FamilyId,
  Language,
  LocalizedText,
  PerLanguage,
  ScoringRule,
} from './families';

/** Per-answer flag: '1' ticked (or, in a key, correct), '0' not. */
export type Flag = '0' | '1';

/** `GET /api/:family/categories` item (spec section 3): its label in every language (`lt`, `ru`, `en`, `uk`, …). */
export interface Category extends LocalizedText {
  value: string;
  type: string;
  viewValue: string;
  disabled: boolean;
}

/**
 * A question as the runner receives it, never the key. A start or resume carries the texts in the test's language
 * only (`klausimas`, `atsakymai` and the same as `klausimas_<l>`, `atsakymai_<l>`; issue 30: the answer's 20 KB on
 * the wire); the other languages of LANGUAGES come from `tests/texts` (TestTextsResponse) and are merged in by id.
 * A demo set carries every language. A language the bank lacks carries the Lithuanian text and is listed in
 * `untranslated` (which names every such language, fetched or not).
 */
export interface TestQuestion
  extends Partial<PerLanguage<'klausimas', string>>, Partial<PerLanguage<'atsakymai', string[]>> {
  id: number;
  /** Text in the test's language. */
  klausimas: string;
  /** Image URL (already joined with the family's image base), or null. */
  image: string | null;
  atsakymai: string[];
  /** Languages whose texts fall back to Lithuanian (the bank has no translation); omitted when none. */
  untranslated?: Language[];
  /** The learner's ticks so far, one flag per answer. */
  checkai: Flag[];
  /** Weight: 1, or 2 (shows a '+2' badge; code family points). */
  svoris: number;
  /** Number of staff comments (after the end only; 0 before). */
  comments: number;
  /** Whether the learner already asked staff about this question. */
  asked?: boolean;
}

/** What the runner needs to know of the family's policy. */
export interface RunnerPolicy {
  /** An enrolled family, or a mode (competition, examiner) running the same runner. */
  family: FamilyId;
  questionCount: number;
  timeLimitSeconds: number;
  answerMode: AnswerMode;
  scoring: ScoringRule;
  showWeightBadge: boolean;
}

/** `POST /api/:family/tests` body: start a test in a category, or resume the open one. */
export interface StartTestRequest {
  kate: string;
  language?: Language;
}

/** `POST /api/:family/tests` answer (spec: status, time, questions, jwt). */
export interface TestLoadResponse {
  /** 'NEW' for a fresh attempt; anything else ('RESUMED') means it was already started. */
  status: 'NEW' | 'RESUMED';
  /** Seconds left by the server's deadline. */
  time: number;
  /** JSON text of TestQuestion[] (kept as text, as the spec says). */
  questions: string;
  /** Signed test token bound to this attempt and account. */
  jwt: string;
  /** The absolute deadline (ISO 8601) and the server's clock when answering (epoch ms). */
  deadline: string;
  serverNow: number;
  policy: RunnerPolicy;
}

/** `POST /api/:family/tests/texts` body: the running test's token and the languages wanted. */
export interface TestTextsRequest {
  test: string;
  languages: Language[];
}

/** One question's texts in the languages asked for: `klausimas_<l>` and `atsakymai_<l>` of each. */
export type TestQuestionTexts = Pick<TestQuestion, 'id'> &
  Partial<PerLanguage<'klausimas', string>> &
  Partial<PerLanguage<'atsakymai', string[]>>;

/** `POST /api/:family/tests/texts` answer: the test's questions in its order, never the key. */
export interface TestTextsResponse {
  questions: TestQuestionTexts[];
}

/**
 * How long a client waits for a test's start, save and end before counting the call as failed (the runner then
 * retries a save or an end with backoff, and offers to reload a start). A server or network that stops answering
 * (a frozen process, a dropped mobile link) left them pending for good. The API bounds its own waits for the
 * database at a few seconds (503), well inside these; a start carries about 40 KB.
 */
export const START_TIMEOUT_MS = 30_000;
export const SAVE_TIMEOUT_MS = 15_000;
export const END_TIMEOUT_MS = 20_000;

/** `POST /api/:family/tests/save` and `/tests/end` body: ticks per question in order, and the test token. */
export interface SaveTestRequest {
  ch: Flag[][];
  test: string;
}

export interface SaveTestResponse {
  saved: true;
  /** Seconds left by the server's deadline. */
  time: number;
  serverNow: number;
}

export interface AnswerKeyEntry {
  ats: Flag[];
}

export interface QuestionComment {
  /** The question's id. */
  id: number;
  /** The learner's question (or staff's explanation title). */
  klausimas: string;
  /** Staff's answer; null while unanswered. */
  atsakymas: string | null;
}

export interface TestResult {
  correct: number;
  total: number;
  /** Percent correct, two decimals. */
  percent: number;
  passed: boolean;
  /** Code family: points collected and the maximum. */
  points?: number;
  maxPoints?: number;
  /** Per question, in order: fully correct or not. */
  perQuestion: boolean[];
}

/** `POST /api/:family/tests/end` answer. */
export interface EndTestResponse {
  atsakymai: AnswerKeyEntry[];
  comments: QuestionComment[];
  result: TestResult;
  /** The question id this attempt already asked staff about (one per attempt), or null. */
  askedQuestionId?: number | null;
}

/** `POST /api/:family/questions` body: ask staff about one question of an ended attempt. */
export interface AskQuestionRequest {
  /** The question's id. */
  id: number;
  klausimas: string;
  /** The attempt's test token. */
  jwt: string;
}

export interface AskQuestionResponse {
  success: boolean;
  id: number;
}

/** Question bank item as imported (seed files and staff import). */
export interface BankQuestion {
  /** Stable external id within the family's bank. */
  ref: string;
  categories: string[];
  topic?: string;
  text: LocalizedText;
  answers: LocalizedText[];
  /** Indexes of the correct answers (0-based). */
  correct: number[];
  weight?: number;
  /** Image file name under the family's image base, or null. */
  image?: string | null;
  /** Staff's explanation, shown when an ended attempt is reviewed. */
  explanation?: LocalizedText;
}

// In a bank (file, import, staff's editor) only the Lithuanian texts are required: a language left empty ('') is
// untranslated — learners get the Lithuanian text with `untranslated` listing it, staff see it in the coverage.

export interface BankCategory {
  value: string;
  type: string;
  labels: LocalizedText;
  disabled?: boolean;
}

export interface QuestionBank {
  family: ExamFamilyId;
  categories: BankCategory[];
  questions: BankQuestion[];
}

/** A demo set's question: every language (a demo makes no server calls, so it cannot fetch one). */
export type DemoQuestion = Omit<TestQuestion, 'checkai' | 'comments' | 'klausimas' | 'atsakymai'> &
  PerLanguage<'klausimas', string> &
  PerLanguage<'atsakymai', string[]>;

/** Demo sets (built into each remote; no server calls): the questions and their key. */
export interface DemoSet {
  family: ExamFamilyId;
  questions: DemoQuestion[];
  key: AnswerKeyEntry[];
}

export const AUTOSAVE_INTERVAL_SECONDS = 60;
