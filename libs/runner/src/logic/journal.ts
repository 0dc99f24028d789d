import type { FamilyId, Flag } from '@portal/contracts';

/**
 * Answers are never lost (design section 4): every change is written to a local journal first and stays
 * there until the server confirms it. The journal lives in localStorage under `<family>:journal:<attempt>`;
 * signing out (a 401 included) keeps it, and starting another attempt of the family drops it.
 */
export interface JournalRecord {
  answers: Flag[][];
  /** Revision of the answers: +1 per change. */
  rev: number;
  /** Highest revision the server confirmed. */
  savedRev: number;
  /** Device time of the last change (for display and debugging only). */
  changedAt: number;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** FNV-1a, 32 bit, base 36: a short stable name for an attempt (not a secret). */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Reads an attempt id claim (`attemptId`, `att`, `aid`, `attempt`) from the test token's payload, if present. */
function attemptClaim(jwt: string): string | null {
  try {
    const part = jwt.split('.')[1];
    if (!part) return null;
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const id = json.attemptId ?? json.att ?? json.aid ?? json.attempt;
    return id === undefined || id === null ? null : String(id);
  } catch {
    return null;
  }
}

/**
 * Names the attempt: its id from the test token when present; otherwise a hash of the ordered question ids
 * (a resumed attempt has the same questions in the same order, even if the server signs a fresh token).
 */
export function attemptName(jwt: string, questionIds: readonly number[]): string {
  return attemptClaim(jwt) ?? `q${hashText(questionIds.join(','))}`;
}

export const journalKey = (family: FamilyId, attempt: string): string => `${family}:journal:${attempt}`;

const sameShape = (a: readonly Flag[][], b: readonly Flag[][]): boolean =>
  a.length === b.length && a.every((row, i) => row.length === b[i].length);

const sameAnswers = (a: readonly Flag[][], b: readonly Flag[][]): boolean =>
  sameShape(a, b) && a.every((row, i) => row.every((f, j) => f === b[i][j]));

export class AnswerJournal {
  constructor(
    private readonly store: KeyValueStore | null,
    readonly key: string,
  ) {}

  read(): JournalRecord | null {
    try {
      const raw = this.store?.getItem(this.key);
      if (!raw) return null;
      const rec = JSON.parse(raw) as JournalRecord;
      return Array.isArray(rec.answers) && typeof rec.rev === 'number' ? rec : null;
    } catch {
      return null;
    }
  }

  write(record: JournalRecord): void {
    try {
      this.store?.setItem(this.key, JSON.stringify(record));
    } catch {
      // storage full or unavailable: the server copy and the in-memory answers still exist
    }
  }

  /** Marks revision `rev` as confirmed by the server. */
  confirm(rev: number): void {
    const rec = this.read();
    if (rec && rev > rec.savedRev) this.write({ ...rec, savedRev: Math.min(rev, rec.rev) });
  }

  clear(): void {
    try {
      this.store?.removeItem(this.key);
    } catch {
      // nothing to do
    }
  }
}

/**
 * On resume: the journal's answers win when they hold changes the server never confirmed and fit the
 * attempt's questions; otherwise the server's answers are the truth.
 */
export function answersToRestore(record: JournalRecord | null, server: readonly Flag[][]): Flag[][] | null {
  if (!record || record.rev <= record.savedRev) return null;
  if (!sameShape(record.answers, server) || sameAnswers(record.answers, server)) return null;
  return record.answers.map((row) => [...row]);
}
