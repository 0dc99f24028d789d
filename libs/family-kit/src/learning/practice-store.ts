import type {
  Flag,
  PracticeAnswerResponse,
  PracticeSource,
  PracticeStartRequest,
  TestQuestion,
} from '@portal/contracts';

/** One question of a session: the ticks, and the check's answer once "Check" was pressed. */
export interface PracticeItem {
  question: TestQuestion;
  ticks: Flag[];
  checked: PracticeAnswerResponse | null;
}

/** A practice or review session as the screen keeps it (and stores it, so that coming back resumes it). */
export interface PracticeSession {
  request: PracticeStartRequest;
  /** The session's token (the start answer's `jwt`): every check names it. */
  token: string;
  items: PracticeItem[];
  index: number;
}

/** Where a learner's unfinished session is kept: per family and per account, in this browser. */
export const practiceKey = (family: string, userId: number | string) => `${family}:practice:${userId}`;

export function readPractice(key: string): PracticeSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const session = JSON.parse(raw) as PracticeSession;
    return Array.isArray(session?.items) && typeof session.token === 'string' ? session : null;
  } catch {
    return null;
  }
}

export function writePractice(key: string, session: PracticeSession): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(session));
  } catch {
    // storage full or refused: the session goes on, it only cannot be resumed after leaving
  }
}

export function clearPractice(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** A session whose every question was checked is over. */
export const isFinished = (session: PracticeSession): boolean => session.items.every((item) => item.checked);

/** Whether a stored session still has questions to answer (the Learn card offers to continue it). */
export const canResume = (session: PracticeSession | null): session is PracticeSession =>
  !!session && session.items.length > 0 && !isFinished(session);

/** The session's items from the start answer's questions (JSON text of TestQuestion[], as the test load). */
export function itemsOf(questionsJson: string): PracticeItem[] {
  const questions = JSON.parse(questionsJson) as TestQuestion[];
  return questions.map((question) => ({
    question,
    ticks: question.checkai?.length ? question.checkai.map(() => '0' as Flag) : [],
    checked: null,
  }));
}

export const isReview = (source: PracticeSource): boolean => source === 'due';
