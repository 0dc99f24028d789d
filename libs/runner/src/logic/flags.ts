import type { FamilyId } from '@portal/contracts';
import type { KeyValueStore } from './journal';

/**
 * The questions a learner flagged for later (issue 26), kept per tab (sessionStorage) under one key per family, as
 * the question position is (position.ts): a reload of the same test keeps them; another attempt starts with none.
 * Only the learner's reminder: never sent to the server, never scored.
 */
export class QuestionFlags {
  private readonly key: string;

  constructor(
    private readonly store: KeyValueStore,
    family: FamilyId,
    /** The attempt's name (journal.ts `attemptName`). */
    private readonly attempt: string,
  ) {
    this.key = `${family}:flags`;
  }

  /** The flagged question indexes saved for this attempt, those within `total`, in order. */
  read(total: number): number[] {
    try {
      const saved = JSON.parse(this.store.getItem(this.key) ?? 'null') as {
        attempt?: string;
        flagged?: unknown;
      } | null;
      if (saved?.attempt !== this.attempt || !Array.isArray(saved.flagged)) return [];
      return [
        ...new Set(
          saved.flagged.filter(
            (i): i is number => typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < total,
          ),
        ),
      ].sort((a, b) => a - b);
    } catch {
      return [];
    }
  }

  write(flagged: readonly number[]): void {
    try {
      this.store.setItem(this.key, JSON.stringify({ attempt: this.attempt, flagged }));
    } catch {
      // storage full or blocked: the flags last until the page is left
    }
  }
}

/** The list with `index` flagged or unflagged (sorted, no duplicates). */
export function toggleFlag(flagged: readonly number[], index: number): number[] {
  return flagged.includes(index)
    ? flagged.filter((i) => i !== index)
    : [...flagged, index].sort((a, b) => a - b);
}
