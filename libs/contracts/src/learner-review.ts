import type { Flag, QuestionComment, TestResult } from './exam';
import type { Language, LocalizedText } from './families';

/** `GET /api/:family/my-questions` item: one question the learner asked staff, with the reply once it comes. */
export interface MyQuestion {
  id: number;
  /** The attempt it was asked after (its review: `GET /api/:family/attempts/:attemptId/review`). */
  attemptId: number;
  questionId: number;
  /** The test question's text in every language (the browser shows the learner's). */
  question: LocalizedText;
  /** The learner's text. */
  text: string;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
  /** A reply the learner has not opened since it was written (or last changed). */
  unread: boolean;
}

export interface MyQuestionsResponse {
  items: MyQuestion[];
  /** How many items are unread (the landing's badge). */
  unread: number;
}

/** `GET /api/:family/attempts?page=&size=` item: one ended attempt (newest first). */
export interface AttemptSummary {
  id: number;
  category: string;
  startedAt: string;
  finishedAt: string;
  result: TestResult;
}

export interface AttemptPage {
  items: AttemptSummary[];
  /** All ended attempts of the learner in the family. */
  total: number;
  /** 1-based. */
  page: number;
  size: number;
}

export const ATTEMPT_PAGE_SIZE_DEFAULT = 10;
export const ATTEMPT_PAGE_SIZE_MAX = 50;

/** One question of a reviewed attempt: its texts, the learner's ticks, the key and staff's explanation. */
export interface ReviewQuestion {
  id: number;
  text: LocalizedText;
  answers: LocalizedText[];
  /** Image URL (joined with the family's image base), or null. */
  image: string | null;
  weight: number;
  ticks: Flag[];
  /** '1' on each correct answer. */
  key: Flag[];
  explanation: LocalizedText | null;
  /** Languages whose question and answer texts fall back to Lithuanian (no translation); omitted when none. */
  untranslated?: Language[];
}

/** `GET /api/:family/attempts/:id/review`: an ended attempt of the learner's own (never an open one). */
export interface AttemptReview extends AttemptSummary {
  questions: ReviewQuestion[];
  /** Staff comments on the test's questions (as the end answer gives them). */
  comments: QuestionComment[];
  /** The question this attempt asked staff about (one per attempt), or null. */
  askedQuestionId: number | null;
}

/** `POST /api/:family/attempts/:id/question` body: ask staff about one question of the reviewed attempt. */
export interface AskAboutAttemptRequest {
  /** The question's id. */
  id: number;
  klausimas: string;
}
