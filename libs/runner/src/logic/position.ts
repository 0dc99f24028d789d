import type { FamilyId } from '@portal/contracts';
import type { KeyValueStore } from './journal';

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
      } | null;
      const index = saved?.attempt === this.attempt ? saved.index : 0;
      return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < total ? index : 0;
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
