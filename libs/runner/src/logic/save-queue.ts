import type { Flag } from '@portal/contracts';
import type { AnswerJournal } from './journal';

/** What the learner sees next to the clock: saved, saving (or about to), or not saved. */
export type SaveState = 'saved' | 'saving' | 'failed';

/** Wait after a change before saving (design section 4: "soon after each change"). */
export const SAVE_DEBOUNCE_MS = 3000;

/** Retry delays after failures: 2 s, 4 s, 8 s ... at most 60 s. */
export function backoffDelay(failures: number, baseMs = 2000, maxMs = 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/** Network trouble, timeouts, rate limits and server errors are worth retrying; other 4xx answers are not. */
export function isRetryable(error: unknown): boolean {
  const e = error as { status?: unknown; originalStatus?: unknown } | null;
  // A proxy's 502/504 page is HTML: RTK Query reports it as PARSING_ERROR with the HTTP status in originalStatus.
  const status = typeof e?.originalStatus === 'number' ? e.originalStatus : e?.status;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === undefined;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface SaveQueueOptions {
  /** Sends the answers; rejects on failure. */
  send: (answers: Flag[][]) => Promise<unknown>;
  journal: AnswerJournal;
  onState?: (state: SaveState) => void;
  /** Called on each failure; `firstOfStreak` is true only for the first failure after a success. */
  onFailure?: (error: unknown, firstOfStreak: boolean) => void;
  debounceMs?: number;
  timers?: Timers;
  now?: () => number;
}

/**
 * Saving (core spec section 7 and design section 4): every change goes to the journal at once and is sent
 * ~3 s later (debounced); `saveNow` sends at once (the 60 s marks of the countdown). While a save is in flight
 * a new one waits for it. A failure is retried with backoff until the server confirms; the journal keeps the
 * answers meanwhile.
 */
export class SaveQueue {
  private answers: Flag[][];
  private rev: number;
  private savedRev: number;
  private inFlight = false;
  private again = false;
  private timer: unknown = null;
  private failures = 0;
  private stopped = false;
  private current: SaveState;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(
    answers: Flag[][],
    private readonly options: SaveQueueOptions,
    revisions: { rev: number; savedRev: number } = { rev: 0, savedRev: 0 },
  ) {
    this.answers = answers;
    this.rev = revisions.rev;
    this.savedRev = revisions.savedRev;
    this.timers = options.timers ?? realTimers;
    this.now = options.now ?? Date.now;
    this.current = this.rev > this.savedRev ? 'saving' : 'saved';
  }

  get state(): SaveState {
    return this.current;
  }

  get dirty(): boolean {
    return this.rev > this.savedRev;
  }

  /** Records a change in the journal now and schedules a save. */
  change(answers: Flag[][]): void {
    if (this.stopped) return;
    this.answers = answers;
    this.rev += 1;
    this.options.journal.write({ answers, rev: this.rev, savedRev: this.savedRev, changedAt: this.now() });
    if (this.failures === 0) {
      this.setState('saving');
      this.schedule(this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
    }
    // while failing, the pending retry will carry these answers
  }

  /** Saves at once (the 60 s marks), even when nothing changed. */
  saveNow(): void {
    if (this.stopped) return;
    this.clearTimer();
    if (this.inFlight) {
      this.again = true;
      return;
    }
    void this.send();
  }

  /** Stops saving (the test ends: the end call carries the answers). The journal stays until cleared. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private async send(): Promise<void> {
    const rev = this.rev;
    this.inFlight = true;
    this.setState('saving');
    try {
      await this.options.send(this.answers);
      if (this.stopped) return;
      this.failures = 0;
      if (rev > this.savedRev) this.savedRev = rev;
      this.options.journal.confirm(rev);
      if (this.rev > this.savedRev && !this.again) this.schedule(this.options.debounceMs ?? SAVE_DEBOUNCE_MS);
      else if (!this.again) this.setState('saved');
    } catch (error) {
      if (this.stopped) return;
      this.failures += 1;
      this.setState('failed');
      this.options.onFailure?.(error, this.failures === 1);
      this.again = false;
      this.schedule(backoffDelay(this.failures));
    } finally {
      this.inFlight = false;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.send();
      }
    }
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.saveNow();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private setState(state: SaveState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onState?.(state);
  }
}
