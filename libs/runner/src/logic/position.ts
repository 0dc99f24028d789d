import type { FamilyId } from '@portal/contracts';
import type { KeyValueStore } from './journal';
import { memoryStore } from './memory-store';

/**
 * Which question a learner was on, kept per tab (sessionStorage) under one key per family: a reload mid-test
 * comes back to that question instead of the first. Another attempt, or another tab, starts at the first.
 */
export class QuestionPosition {
  private readonly key: string;

  constructor(
    private readonly store: KeyValueStore,
    family: FamilyId,
    /** The attempt's name (journal.ts `attemptName`). */
    private readonly attempt: string,
  ) {
    this.key = `${family}:position`;
  }

  /** The question index saved for this attempt, if it is one of `total`; else 0. */
  read(total: number): number {
    try {
      const saved = JSON.parse(this.store.getItem(this.key) ?? 'null') as {
        attempt?: string;
        index?: unknown;
      };
      const index = saved?.attempt === this.attempt ? saved.index : 0;
      return Number.isInteger(index) && (index as number) >= 0 && (index as number) < total
        ? (index as number)
        : 0;
    } catch {
      return 0;
    }
  }

  write(index: number): void {
    try {
      this.store.setItem(this.key, JSON.stringify({ attempt: this.attempt, index }));
    } catch {
      // storage full or blocked: a reload starts at the first question
    }
  }
}

/** sessionStorage when usable, else memory. */
export function tabStore(): KeyValueStore {
  try {
    const s = globalThis.sessionStorage;
    s.getItem('__runner_probe__');
    return s;
  } catch {
    return memoryStore();
  }
}
