import { LANGUAGES, type DemoSet, type FamilyId, type Language, type RunnerPolicy } from '@portal/contracts';
import { createServerClock } from '../logic/clock';
import { AnswerJournal, attemptName, journalKey, type KeyValueStore } from '../logic/journal';
import { QuestionFlags } from '../logic/flags';
import { QuestionPosition } from '../logic/position';
import {
  defaultDemoPolicy,
  demoQuestions,
  hasLanguage,
  parseQuestions,
  type PolicyRules,
} from '../logic/questions';
import { SaveQueue, backoffDelay, isRetryable, type Timers } from '../logic/save-queue';
import {
  initialSessionState,
  transition,
  type Effect,
  type SessionEvent,
  type SessionState,
} from './session-machine';
import type { RunnerApi } from './runner-api';

export interface SessionOptions {
  family: FamilyId;
  /** The runner route's `kate` and `language` (a live attempt). */
  kate: string;
  language: string;
  /** The demo runs the family's `demo` set without any server call. */
  isDemo: boolean;
  demo?: DemoSet;
  demoPolicy?: RunnerPolicy;
  /** The family's rules, for a policy neither the server nor `demoPolicy` gives (TestRunnerProps.rules). */
  rules?: PolicyRules;
  api: RunnerApi;
  store: KeyValueStore;
  /** Where the question the learner is on is kept (sessionStorage; position.ts). */
  tabStore?: KeyValueStore;
  /** Listens for another tab on the same attempt (other-tab.ts in the browser); none: not watched. */
  watchTabs?: (attempt: string, onOther: () => void) => () => void;
  /** Translates an API failure for a dialog (`errorDetail` of @portal/api-client). */
  errorDetail: (error: unknown) => string;
  onHome: () => void;
  onEnded?: () => void;
  reload: () => void;
  /** Whether a failed load's alert reloads the page (default true; the competition and the examiner: false). */
  reloadOnLoadError?: boolean;
  timers?: Timers;
  now?: () => number;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Holds the session's state (session-machine.ts) and runs its effects: the start call, the save queue and the
 * journal, the end call with its retries, leaving. No React and no DOM, so tests drive it with a fake API.
 */
export class RunnerSession {
  private state: SessionState = initialSessionState;
  private readonly listeners = new Set<() => void>();
  private queue: SaveQueue | null = null;
  private journal: AnswerJournal | null = null;
  private position: QuestionPosition | null = null;
  private flags: QuestionFlags | null = null;
  private jwt = '';
  private started = false;
  private alive = true;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(private options: SessionOptions) {
    this.timers = options.timers ?? realTimers;
    this.now = options.now ?? Date.now;
  }

  /** The latest API and callbacks from the component's props (they may change identity per render). */
  update(options: Partial<Pick<SessionOptions, 'api' | 'onHome' | 'onEnded'>>): void {
    this.options = { ...this.options, ...options };
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The question to show first: where this tab was in this attempt before a reload (else the first). */
  startIndex(total: number): number {
    return this.position?.read(total) ?? 0;
  }

  /** Remembers the question shown, for a reload. */
  rememberIndex = (index: number): void => {
    this.position?.write(index);
  };

  /** The questions flagged for later in this attempt before a reload (none in the demo). */
  flagged(total: number): number[] {
    return this.flags?.read(total) ?? [];
  }

  /** Remembers the questions flagged for later, for a reload. */
  rememberFlags = (flagged: readonly number[]): void => {
    this.flags?.write(flagged);
  };

  /** Languages whose texts are being fetched (one call each at a time). */
  private readonly fetching = new Set<Language>();

  /**
   * Fetches the texts of these languages the questions lack: a start carries the test's language only (issue 30).
   * Asked for the language the learner switches to, and for all the others with the test's other parts (so they
   * are there offline). A failure is quiet: the test's language shows meanwhile, and the next ask tries again.
   */
  loadLanguages = async (languages: readonly Language[]): Promise<void> => {
    const { api } = this.options;
    const { questions } = this.state;
    if (!api.texts || !this.jwt || !questions.length) return;
    const wanted = languages.filter((l) => !this.fetching.has(l) && !hasLanguage(questions, l));
    if (!wanted.length) return;
    for (const l of wanted) this.fetching.add(l);
    try {
      const answer = await api.texts({ test: this.jwt, languages: wanted });
      if (this.alive) this.dispatch({ type: 'texts', texts: answer.questions });
    } catch (error) {
      console.warn('runner: the texts in another language did not load', error);
    } finally {
      for (const l of wanted) this.fetching.delete(l);
    }
  };

  /** The attempt's test token (the ask-staff call sends it). */
  get token(): string {
    return this.jwt;
  }

  dispatch = (event: SessionEvent): void => {
    const [next, effects] = transition(this.state, event);
    if (next !== this.state) {
      this.state = next;
      for (const listener of this.listeners) listener();
    }
    for (const effect of effects) this.run(effect);
  };

  /** Stops listening for another tab on this attempt (other-tab.ts). */
  private stopTabWatch: () => void = () => undefined;

  /** Starts or resumes the attempt once per session (a remount in StrictMode does not start another). */
  mount(): void {
    this.alive = true;
    if (this.started) return;
    this.started = true;
    const { isDemo, demo, family, demoPolicy, rules } = this.options;
    if (isDemo && !demo) this.dispatch({ type: 'demo-missing' });
    else if (isDemo && demo) {
      const questions = demoQuestions(demo);
      const policy = demoPolicy ?? defaultDemoPolicy(family, questions.length, rules);
      const now = this.now();
      const clock = createServerClock(now + policy.timeLimitSeconds * 1000, now, now);
      this.dispatch({ type: 'demo-ready', questions, key: demo.key, policy, clock });
    } else void this.load();
  }

  unmount(): void {
    this.alive = false;
    this.queue?.stop();
    this.stopTabWatch();
  }

  private async load(): Promise<void> {
    const { family, api } = this.options;
    const language = (LANGUAGES as readonly string[]).includes(this.options.language)
      ? (this.options.language as Language)
      : undefined;
    const sentAt = this.now();
    try {
      const res = await api.start({ kate: this.options.kate, language });
      if (!this.alive) return;
      const questions = parseQuestions(res.questions);
      this.jwt = res.jwt;
      api.setToken(res.jwt);
      const deviceNow = (sentAt + this.now()) / 2;
      const serverNow = res.serverNow ?? deviceNow;
      const clock = createServerClock(res.deadline ?? serverNow + res.time * 1000, serverNow, deviceNow);
      const attempt = attemptName(
        res.jwt,
        questions.map((q) => q.id),
      );
      const key = journalKey(family, attempt);
      this.stopTabWatch =
        this.options.watchTabs?.(key, () => this.dispatch({ type: 'notify', key: 'otherTab' })) ??
        this.stopTabWatch;
      if (this.options.tabStore) {
        this.position = new QuestionPosition(this.options.tabStore, family, attempt);
        this.flags = new QuestionFlags(this.options.tabStore, family, attempt);
      }
      dropOtherJournals(this.options.store, family, key);
      this.journal = new AnswerJournal(this.options.store, key);
      this.dispatch({
        type: 'loaded',
        status: res.status,
        questions,
        policy: res.policy ?? defaultDemoPolicy(family, questions.length, this.options.rules),
        clock,
        journal: this.journal.read(),
      });
    } catch (error) {
      if (!this.alive) return;
      console.error('runner: loading the test failed', error);
      const status = (error as { status?: number | string } | null)?.status;
      this.dispatch({
        type: 'load-failed',
        status,
        detail: this.options.errorDetail(error),
        reload: this.options.reloadOnLoadError ?? true,
      });
    }
  }

  private run(effect: Effect): void {
    switch (effect.kind) {
      case 'open-saving':
        this.queue = this.openQueue(effect.server, effect.revisions);
        return;
      case 'record':
        this.queue?.change(effect.answers);
        return;
      case 'save-now':
        this.queue?.saveNow();
        return;
      case 'flush':
        if (this.queue?.dirty) this.queue.saveNow();
        return;
      case 'stop-saving':
        this.queue?.stop();
        return;
      case 'clear-journal':
        this.journal?.clear();
        return;
      case 'end':
        void this.end(effect.answers);
        return;
      case 'clear-token':
        this.options.api.clearToken();
        return;
      case 'ended':
        this.options.onEnded?.();
        return;
      case 'leave':
        if (effect.to === 'home') this.options.onHome();
        else this.options.reload();
        return;
    }
  }

  private openQueue(
    server: SessionState['answers'],
    revisions: { rev: number; savedRev: number },
  ): SaveQueue {
    const journal = this.journal ?? new AnswerJournal(null, '');
    return new SaveQueue(
      server,
      {
        journal,
        timers: this.timers,
        now: this.now,
        send: async (ch) => {
          const t0 = this.now();
          const r = await this.options.api.save({ ch, test: this.jwt });
          if (typeof r?.serverNow === 'number')
            this.dispatch({ type: 'server-time', serverNow: r.serverNow, deviceNow: (t0 + this.now()) / 2 });
        },
        onState: (state) => this.dispatch({ type: 'save-state', state }),
        onFailure: (error, first) => {
          const code = (error as { data?: { code?: string } } | null)?.data?.code;
          this.dispatch({ type: 'save-failed', code, first });
        },
      },
      revisions,
    );
  }

  /** The end call, retried with backoff while the failure is curable (network, 5xx); the screen says so. */
  private async end(ch: SessionState['answers']): Promise<void> {
    for (let failures = 0; this.alive;) {
      try {
        const res = await this.options.api.end({ ch, test: this.jwt });
        if (!this.alive) return;
        this.dispatch({
          type: 'ended',
          key: res.atsakymai,
          comments: res.comments ?? [],
          result: res.result,
          askedId: res.askedQuestionId,
        });
        return;
      } catch (error) {
        failures += 1;
        if (!isRetryable(error)) {
          this.dispatch({ type: 'end-failed', detail: this.options.errorDetail(error) });
          return;
        }
        this.dispatch({ type: 'end-retrying' });
        await new Promise((resolve) => this.timers.set(resolve as () => void, backoffDelay(failures)));
      }
    }
  }
}

/** Journals of this family's other attempts are stale: that attempt ended or expired. */
function dropOtherJournals(store: KeyValueStore, family: FamilyId, keep: string): void {
  try {
    const prefix = `${family}:journal:`;
    const keys = store === globalThis.localStorage ? Object.keys(localStorage) : [];
    for (const k of keys) if (k.startsWith(prefix) && k !== keep) store.removeItem(k);
  } catch {
    // not important
  }
}
