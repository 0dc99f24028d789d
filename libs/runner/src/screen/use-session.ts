import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LANGUAGES,
  scoreAttempt,
  type AnswerKeyEntry,
  type DemoSet,
  type ExamFamilyId,
  type Flag,
  type Language,
  type QuestionComment,
  type RunnerPolicy,
  type TestQuestion,
  type TestResult,
} from '@portal/contracts';
import {
  clearTestToken,
  errorDetail,
  setTestToken,
  useEndTestMutation,
  useSaveTestMutation,
  useStartTestMutation,
} from '@portal/api-client';
import type { RunnerParams } from '@portal/federation';
import { createServerClock, resyncClock, type ServerClock } from '../logic/clock';
import { AnswerJournal, answersToRestore, attemptName, journalKey } from '../logic/journal';
import { browserStore } from '../logic/memory-store';
import { defaultDemoPolicy, demoQuestions, parseQuestions } from '../logic/questions';
import { SaveQueue, backoffDelay, isRetryable, type SaveState } from '../logic/save-queue';

export type Phase = 'loading' | 'resume' | 'running' | 'ending' | 'results';

export interface Outcome {
  key: AnswerKeyEntry[];
  comments: QuestionComment[];
  result: TestResult;
}

export interface Notice {
  id: number;
  text: string;
  /** Called when the learner closes the dialog. */
  onClose?: () => void;
}

export interface SessionInput {
  family: ExamFamilyId;
  params: RunnerParams;
  demo?: DemoSet;
  demoPolicy?: RunnerPolicy;
  onHome: () => void;
  onEnded?: () => void;
  /** Translated texts the session shows in dialogs. */
  texts: { loadError: string; saveError: string; error: (detail: string) => string };
}

/** Starts or resumes the attempt, keeps the answers saved, ends it and holds the outcome. */
export function useSession({ family, params, demo, demoPolicy, onHome, onEnded, texts }: SessionInput) {
  const isDemo = params.usr === 'demo';
  const [startTest] = useStartTestMutation();
  const [saveTest] = useSaveTestMutation();
  const [endTest] = useEndTestMutation();

  const [phase, setPhaseState] = useState<Phase>('loading');
  const [questions, setQuestions] = useState<TestQuestion[]>([]);
  const [answers, setAnswersState] = useState<Flag[][]>([]);
  const [policy, setPolicy] = useState<RunnerPolicy | null>(null);
  const [clock, setClock] = useState<ServerClock | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [endRetrying, setEndRetrying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);

  const phaseRef = useRef<Phase>('loading');
  const answersRef = useRef<Flag[][]>([]);
  const jwtRef = useRef('');
  const queueRef = useRef<SaveQueue | null>(null);
  const journalRef = useRef<AnswerJournal | null>(null);
  const started = useRef(false);
  const finishRef = useRef<() => Promise<void>>(async () => undefined);
  const alive = useRef(true);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  const setPhase = (p: Phase) => {
    phaseRef.current = p;
    setPhaseState(p);
  };

  const notify = useCallback((text: string, onClose?: () => void) => {
    setNotices((list) =>
      list.some((n) => n.text === text) ? list : [...list, { id: Date.now() + list.length, text, onClose }],
    );
  }, []);

  const dismissNotice = useCallback(() => {
    setNotices(([first, ...rest]) => {
      first?.onClose?.();
      return rest;
    });
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      queueRef.current?.stop();
    };
  }, []);

  // A tab going to the background may never come back (mobile browsers discard it): send unsaved answers now.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden' && queueRef.current?.dirty) queueRef.current.saveNow();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  // Start or resume (core spec section 4 "Flow": loading, then resume prompt if status is not NEW).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isDemo) {
      if (!demo) {
        notify(textsRef.current.error('demo'), onHome);
        return;
      }
      const qs = demoQuestions(demo);
      const pol = demoPolicy ?? defaultDemoPolicy(family, qs.length);
      const now = Date.now();
      setQuestions(qs);
      answersRef.current = qs.map((q) => q.checkai);
      setAnswersState(answersRef.current);
      setPolicy(pol);
      setClock(createServerClock(now + pol.timeLimitSeconds * 1000, now, now));
      setPhase('running');
      return;
    }
    const language = (LANGUAGES as readonly string[]).includes(params.language)
      ? (params.language as Language)
      : undefined;
    const sentAt = Date.now();
    startTest({ family, kate: params.kate, language })
      .unwrap()
      .then((res) => {
        if (!alive.current) return;
        const qs = parseQuestions(res.questions);
        jwtRef.current = res.jwt;
        setTestToken(family, res.jwt);
        const deviceNow = (sentAt + Date.now()) / 2;
        const serverNow = res.serverNow ?? deviceNow;
        const deadline = res.deadline ?? serverNow + res.time * 1000;
        setClock(createServerClock(deadline, serverNow, deviceNow));
        setPolicy(res.policy ?? defaultDemoPolicy(family, qs.length));

        const store = browserStore();
        const key = journalKey(
          family,
          attemptName(
            res.jwt,
            qs.map((q) => q.id),
          ),
        );
        dropOtherJournals(store, family, key);
        const journal = new AnswerJournal(store, key);
        journalRef.current = journal;
        const server = qs.map((q) => q.checkai);
        const record = res.status === 'NEW' ? null : journal.read();
        if (res.status === 'NEW') journal.clear();
        const restored = answersToRestore(record, server);
        const queue = new SaveQueue(
          server,
          {
            journal,
            send: async (ch) => {
              const t0 = Date.now();
              const r = await saveTest({ family, ch, test: jwtRef.current }).unwrap();
              if (typeof r?.serverNow === 'number') {
                const at = (t0 + Date.now()) / 2;
                setClock((c) => (c ? resyncClock(c, r.serverNow, at) : c));
              }
            },
            onState: setSaveState,
            onFailure: (error, first) => {
              // The server ended the attempt (deadline, another tab): ending is idempotent and shows the results.
              const code = (error as { data?: { code?: string } })?.data?.code;
              if (code === 'test-ended' || code === 'deadline-passed') void finishRef.current();
              else if (first) notify(textsRef.current.saveError);
            },
          },
          { rev: record?.rev ?? 0, savedRev: record?.savedRev ?? 0 },
        );
        queueRef.current = queue;
        const current = restored ?? server;
        if (restored) {
          queue.change(restored);
          queue.saveNow();
        }
        setQuestions(qs.map((q, i) => ({ ...q, checkai: current[i] })));
        answersRef.current = current;
        setAnswersState(current);
        setSaveState(queue.state);
        setPhase(res.status === 'NEW' ? 'running' : 'resume');
      })
      .catch((error: unknown) => {
        if (!alive.current) return;
        console.error('runner: loading the test failed', error);
        // A refusal (no tests left, not activated...) cannot be cured by reloading: say why and go home.
        const status = (error as { status?: unknown })?.status;
        if (typeof status === 'number' && status >= 400 && status < 500) {
          notify(textsRef.current.error(errorDetail(error)), onHome);
        } else {
          // Core spec section 8: alert, then the page reloads.
          notify(textsRef.current.loadError, () => window.location.reload());
        }
      });
    // Runs once per mounted runner; its inputs are fixed for its lifetime.
  }, []);

  const setAnswers = useCallback((index: number, ticks: Flag[]) => {
    if (phaseRef.current !== 'running') return;
    const next = answersRef.current.map((row, i) => (i === index ? ticks : row));
    answersRef.current = next;
    setAnswersState(next);
    queueRef.current?.change(next);
  }, []);

  const continueResumed = useCallback(() => {
    if (phaseRef.current === 'resume') setPhase('running');
  }, []);

  const saveNow = useCallback(() => queueRef.current?.saveNow(), []);

  const markAsked = useCallback((id: number) => {
    setQuestions((qs) => qs.map((q) => (q.id === id ? { ...q, asked: true } : q)));
  }, []);

  /** Finishing (core spec section 4): stop, send the answers, get the key and comments, show results. */
  const finish = useCallback(async () => {
    if (phaseRef.current !== 'running' && phaseRef.current !== 'resume') return;
    setPhase('ending');
    queueRef.current?.stop();
    const ch = answersRef.current;
    if (isDemo && demo && policy) {
      const result = scoreAttempt(
        ch,
        demo.key,
        questions.map((q) => q.svoris),
        policy.scoring,
      );
      setOutcome({ key: demo.key, comments: [], result });
      setPhase('results');
      onEndedRef.current?.();
      return;
    }
    for (let failures = 0; alive.current;) {
      try {
        const res = await endTest({ family, ch, test: jwtRef.current }).unwrap();
        if (!alive.current) return;
        journalRef.current?.clear();
        clearTestToken(family);
        // One question to staff per attempt: the server may say which one was asked already.
        const askedId = (res as { askedQuestionId?: number | null }).askedQuestionId;
        if (typeof askedId === 'number') markAsked(askedId);
        setOutcome({ key: res.atsakymai, comments: res.comments ?? [], result: res.result });
        setEndRetrying(false);
        setPhase('results');
        // from now on a reload or Back must not start a new attempt
        onEndedRef.current?.();
        return;
      } catch (error) {
        failures += 1;
        if (!isRetryable(error)) {
          // Not curable by retrying (signed out, attempt unknown...): say why and go home. The answers stay
          // in the journal, and the server holds the last save.
          setEndRetrying(false);
          notify(textsRef.current.error(errorDetail(error)), onHome);
          return;
        }
        setEndRetrying(true);
        await new Promise((r) => setTimeout(r, backoffDelay(failures)));
      }
    }
  }, [demo, endTest, family, isDemo, markAsked, notify, onHome, policy, questions]);

  finishRef.current = finish;

  return {
    isDemo,
    phase,
    questions,
    answers,
    policy,
    clock,
    saveState,
    endRetrying,
    outcome,
    notices,
    jwt: jwtRef,
    notify,
    dismissNotice,
    setAnswers,
    continueResumed,
    saveNow,
    finish,
    markAsked,
  };
}

/** Journals of this family's other attempts are stale: that attempt ended or expired. */
function dropOtherJournals(store: ReturnType<typeof browserStore>, family: ExamFamilyId, keep: string): void {
  try {
    const prefix = `${family}:journal:`;
    const keys = store === globalThis.localStorage ? Object.keys(localStorage) : [];
    for (const k of keys) if (k.startsWith(prefix) && k !== keep) store.removeItem(k);
  } catch {
    // not important
  }
}
