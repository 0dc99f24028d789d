import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';

/**
 * How long a bank read serves new tests. Staff's bank changes reach this instance at once (the bank services
 * clear the cache after writing) and every other instance within this long, as the run-time switches do.
 */
export const QUESTION_CACHE_MS = 5_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * The bank as new tests read it: a category, its pool and its questions, kept briefly in this process. A class
 * starting together (100 learners at once) would otherwise read the same rows 100 times: each read of 30
 * questions in three languages cost more CPU than the rest of the start. Loads in flight are shared, a failed one
 * is forgotten. Values are shared between requests: callers must not change them.
 */
@Injectable()
export class QuestionCache {
  private readonly entries = new Map<string, Entry>();

  /** The value under `key`, loaded by `load` when missing or older than QUESTION_CACHE_MS. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < QUESTION_CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    this.remember(key, now, value);
    return value;
  }

  /**
   * The values under `prefix:<id>` for each id, in the order given; the missing or stale ones loaded together by
   * `load` (which answers those it found; an id it does not answer maps to undefined).
   */
  async many<T extends { id: number }>(
    prefix: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<T[]>,
  ): Promise<(T | undefined)[]> {
    const now = this.now();
    const missing = ids.filter((id) => {
      const hit = this.entries.get(`${prefix}:${id}`);
      return !hit || now - hit.at >= QUESTION_CACHE_MS;
    });
    if (missing.length) {
      const batch = load([...new Set(missing)]).then((rows) => new Map(rows.map((row) => [row.id, row])));
      for (const id of missing)
        this.remember(
          `${prefix}:${id}`,
          now,
          batch.then((rows) => rows.get(id)),
        );
    }
    return Promise.all(ids.map((id) => this.entries.get(`${prefix}:${id}`)!.value as Promise<T | undefined>));
  }

  /** After a bank write on this instance: the next read goes to the database. */
  clear(): void {
    this.entries.clear();
  }

  /** Monotonic milliseconds (the tests' movable clock does not apply: this is about freshness, not exam time). */
  protected now(): number {
    return performance.now();
  }

  private remember(key: string, at: number, value: Promise<unknown>): void {
    this.entries.set(key, { at, value });
    value.then(
      (resolved) => {
        // Nothing found (a question removed since) is not remembered.
        if (resolved === undefined && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
  }
}
