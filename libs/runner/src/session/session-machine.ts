import {
  scoreAttempt,
  type AnswerKeyEntry,
  type Flag,
  type QuestionComment,
  type RunnerPolicy,
  type TestQuestion,
  type TestQuestionTexts,
  type TestResult,
} from '@portal/contracts';
import { resyncClock, type ServerClock } from '../logic/clock';
import { answersToRestore, type JournalRecord } from '../logic/journal';
import { withTexts } from '../logic/questions';
import type { SaveState } from '../logic/save-queue';

/**
 * The test session as a pure state machine (core spec section 4 "Flow"):
 * loading → (resume) → running → ending → results. Errors are notices: a failed load stays in `loading` with an
 * alert that reloads, a refusal or an unrecoverable end failure shows the error and goes home. Everything with
 * an outside effect (API calls, the save queue, the journal, leaving) is returned as an Effect for session.ts.
 */
export type Phase = 'loading' | 'resume' | 'running' | 'ending' | 'results';

export interface Outcome {
  key: AnswerKeyEntry[];
  comments: QuestionComment[];
  result: TestResult;
}

/** A dialog text as an i18n key of the `runner` namespace; `then` says where closing it leads. */
export interface Notice {
  id: number;
  key: string;
  values?: Record<string, string>;
  then?: 'home' | 'reload';
}

export interface SessionState {
  phase: Phase;
  questions: TestQuestion[];
  answers: Flag[][];
  policy: RunnerPolicy | null;
  clock: ServerClock | null;
  saveState: SaveState;
  endRetrying: boolean;
  outcome: Outcome | null;
  notices: Notice[];
  /** The demo scores locally with its own key; null for a live attempt. */
  demoKey: AnswerKeyEntry[] | null;
  nextNoticeId: number;
}

export type SessionEvent =
  | {
      type: 'demo-ready';
      questions: TestQuestion[];
      key: AnswerKeyEntry[];
      policy: RunnerPolicy;
      clock: ServerClock;
    }
  | { type: 'demo-missing' }
  | {
      type: 'loaded';
      status: 'NEW' | 'RESUMED';
      questions: TestQuestion[];
      policy: RunnerPolicy;
      clock: ServerClock;
      /** This device's journal of the attempt (read before the answer is applied). */
      journal: JournalRecord | null;
    }
  /**
   * `status`: the HTTP status of the failure, when there was one; `detail`: the translated error; `reload`: whether
   * the alert reloads the page (the competition and the examiner show it only: second spec section 8).
   */
  | { type: 'load-failed'; status?: number | string; detail: string; reload?: boolean }
  | { type: 'continue' }
  | { type: 'answer'; index: number; ticks: Flag[] }
  | { type: 'save-state'; state: SaveState }
  /** `code`: the API's error code; `first`: first failure after a success. */
  | { type: 'save-failed'; code?: string; first: boolean }
  | { type: 'server-time'; serverNow: number; deviceNow: number }
  | { type: 'minute-mark' }
  | { type: 'hidden' }
  /** The browser is online again: unsaved answers go now. */
  | { type: 'online' }
  | { type: 'deadline' }
  | { type: 'finish' }
  | { type: 'end-retrying' }
  | {
      type: 'ended';
      key: AnswerKeyEntry[];
      comments: QuestionComment[];
      result: TestResult;
      askedId?: number | null;
    }
  | { type: 'end-failed'; detail: string }
  | { type: 'asked'; id: number }
  /** The questions' texts in more languages (`tests/texts`), merged in by id. */
  | { type: 'texts'; texts: TestQuestionTexts[] }
  | { type: 'notify'; key: string; values?: Record<string, string> }
  | { type: 'dismiss' };

export type Effect =
  /** Opens the save queue on the server's answers with the journal's revisions. */
  | { kind: 'open-saving'; server: Flag[][]; revisions: { rev: number; savedRev: number } }
  /** Journals a change now and schedules its save. */
  | { kind: 'record'; answers: Flag[][] }
  | { kind: 'save-now' }
  /** Saves now only if some change is not confirmed yet (the tab goes to the background). */
  | { kind: 'flush' }
  | { kind: 'stop-saving' }
  | { kind: 'clear-journal' }
  /** Sends the answers with the end call (retrying), which answers with `ended` or `end-failed`. */
  | { kind: 'end'; answers: Flag[][] }
  | { kind: 'clear-token' }
  /** The results show: from now on a reload or Back must not start a new attempt (the caller's onEnded). */
  | { kind: 'ended' }
  | { kind: 'leave'; to: 'home' | 'reload' };

export type Transition = [SessionState, Effect[]];

/** The API's codes for a save refused because the attempt is over (deadline, ended in another tab). */
const ENDED_CODES = new Set(['test-ended', 'deadline-passed']);

export const initialSessionState: SessionState = {
  phase: 'loading',
  questions: [],
  answers: [],
  policy: null,
  clock: null,
  saveState: 'saved',
  endRetrying: false,
  outcome: null,
  notices: [],
  demoKey: null,
  nextNoticeId: 1,
};

/** Adds a notice unless the same text is already waiting (no spamming). */
function notify(state: SessionState, notice: Omit<Notice, 'id'>): SessionState {
  const same = (n: Notice) =>
    n.key === notice.key && JSON.stringify(n.values) === JSON.stringify(notice.values);
  if (state.notices.some(same)) return state;
  return {
    ...state,
    notices: [...state.notices, { ...notice, id: state.nextNoticeId }],
    nextNoticeId: state.nextNoticeId + 1,
  };
}

const markAsked = (questions: TestQuestion[], id: number) =>
  questions.map((q) => (q.id === id ? { ...q, asked: true } : q));

/** Finishing (core spec section 4): stop saving, then score locally (demo) or send the answers. Idempotent. */
function finish(state: SessionState): Transition {
  if (state.phase !== 'running' && state.phase !== 'resume') return [state, []];
  if (state.demoKey && state.policy) {
    const result = scoreAttempt(
      state.answers,
      state.demoKey,
      state.questions.map((q) => q.svoris),
      state.policy.scoring,
    );
    const outcome = { key: state.demoKey, comments: [], result };
    return [{ ...state, phase: 'results', outcome }, [{ kind: 'stop-saving' }, { kind: 'ended' }]];
  }
  return [{ ...state, phase: 'ending' }, [{ kind: 'stop-saving' }, { kind: 'end', answers: state.answers }]];
}

export function transition(state: SessionState, event: SessionEvent): Transition {
  switch (event.type) {
    case 'demo-ready': {
      if (state.phase !== 'loading') return [state, []];
      const answers = event.questions.map((q) => q.checkai);
      const { questions, policy, clock, key } = event;
      return [{ ...state, phase: 'running', questions, answers, policy, clock, demoKey: key }, []];
    }
    case 'demo-missing':
      return [notify(state, { key: 'error', values: { detail: 'demo' }, then: 'home' }), []];
    case 'loaded': {
      if (state.phase !== 'loading') return [state, []];
      const server = event.questions.map((q) => q.checkai);
      const isNew = event.status === 'NEW';
      // A new attempt starts clean; a resumed one re-applies changes this device never got confirmed.
      const record = isNew ? null : event.journal;
      const restored = answersToRestore(record, server);
      const answers = restored ?? server;
      const effects: Effect[] = [
        ...(isNew ? [{ kind: 'clear-journal' } as const] : []),
        {
          kind: 'open-saving',
          server,
          revisions: { rev: record?.rev ?? 0, savedRev: record?.savedRev ?? 0 },
        },
        ...(restored ? [{ kind: 'record', answers: restored } as const, { kind: 'save-now' } as const] : []),
      ];
      const questions = event.questions.map((q, i) => ({ ...q, checkai: answers[i] }));
      const saveState: SaveState =
        restored || (record && record.rev > record.savedRev) ? 'saving' : state.saveState;
      return [
        {
          ...state,
          phase: isNew ? 'running' : 'resume',
          questions,
          answers,
          policy: event.policy,
          clock: event.clock,
          saveState,
        },
        effects,
      ];
    }
    case 'load-failed': {
      // A refusal (no tests left, not activated...) cannot be cured by reloading: say why and go home.
      // Anything else: the spec's alert, then the page reloads (core spec section 8), or, where the mode says the
      // alert only (second spec section 8), back to its start screen.
      const refused = typeof event.status === 'number' && event.status >= 400 && event.status < 500;
      const notice: Omit<Notice, 'id'> = refused
        ? { key: 'error', values: { detail: event.detail }, then: 'home' }
        : { key: 'loadError', then: event.reload === false ? 'home' : 'reload' };
      return [notify(state, notice), []];
    }
    case 'continue':
      return state.phase === 'resume' ? [{ ...state, phase: 'running' }, []] : [state, []];
    case 'answer': {
      if (state.phase !== 'running') return [state, []];
      const answers = state.answers.map((row, i) => (i === event.index ? event.ticks : row));
      return [{ ...state, answers }, [{ kind: 'record', answers }]];
    }
    case 'save-state':
      return [{ ...state, saveState: event.state }, []];
    case 'save-failed':
      // The server ended the attempt (deadline, another tab): ending is idempotent and shows the results.
      if (event.code && ENDED_CODES.has(event.code)) return finish(state);
      return event.first ? [notify(state, { key: 'save.error' }), []] : [state, []];
    case 'server-time':
      return state.clock
        ? [{ ...state, clock: resyncClock(state.clock, event.serverNow, event.deviceNow) }, []]
        : [state, []];
    case 'minute-mark':
      // The periodic save at every whole minute of the countdown (core spec section 7).
      return state.phase === 'running' || state.phase === 'resume'
        ? [state, [{ kind: 'save-now' }]]
        : [state, []];
    case 'hidden':
    case 'online':
      // A tab in the background may never come back (mobile browsers discard it); back online, what waited goes.
      return state.phase === 'running' || state.phase === 'resume'
        ? [state, [{ kind: 'flush' }]]
        : [state, []];
    case 'deadline':
    case 'finish':
      return finish(state);
    case 'end-retrying':
      return state.phase === 'ending' ? [{ ...state, endRetrying: true }, []] : [state, []];
    case 'ended': {
      if (state.phase !== 'ending') return [state, []];
      // One question to staff per attempt: the server may say which one was asked already.
      const questions =
        typeof event.askedId === 'number' ? markAsked(state.questions, event.askedId) : state.questions;
      const outcome = { key: event.key, comments: event.comments, result: event.result };
      return [
        { ...state, phase: 'results', questions, outcome, endRetrying: false },
        [{ kind: 'clear-journal' }, { kind: 'clear-token' }, { kind: 'ended' }],
      ];
    }
    case 'end-failed':
      // Not curable by retrying (signed out, attempt unknown...): the answers stay in the journal, and the
      // server holds the last save.
      return [
        notify(
          { ...state, endRetrying: false },
          { key: 'error', values: { detail: event.detail }, then: 'home' },
        ),
        [],
      ];
    case 'asked':
      return [{ ...state, questions: markAsked(state.questions, event.id) }, []];
    case 'texts':
      return [{ ...state, questions: withTexts(state.questions, event.texts) }, []];
    case 'notify':
      return [notify(state, { key: event.key, values: event.values }), []];
    case 'dismiss': {
      const [first, ...rest] = state.notices;
      if (!first) return [state, []];
      return [{ ...state, notices: rest }, first.then ? [{ kind: 'leave', to: first.then }] : []];
    }
  }
}
