import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { preparedRead } from '../database/prepared-statements';
import { READ_BANK_REVISION } from './bank-revision';

/**
 * How often the bank's revision is read. Staff's bank changes reach this instance at once (the bank services
 * clear the cache after writing) and every other instance within this long, as the run-time switches do.
 */
export const QUESTION_CACHE_MS = 5_000;

/** Even with the revision unchanged a value is read again after this long: a row changed by hand in the database,
 * not through the API, shows within it. */
export const QUESTION_CACHE_MAX_AGE_MS = 300_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * The bank as new tests read it: a category, its pool and its questions, kept in this process. A class starting
 * together (100 learners at once) would otherwise read the same rows 100 times: each read of 30 questions in three
 * languages cost more CPU than the rest of the start. Every bank change raises the bank's revision
 * (banks/bank-writes.ts); every QUESTION_CACHE_MS the cache reads it, one small statement, and drops everything
 * when it moved. So a question is read again only after a change, not every few seconds: read again per start
 * (the cache once held values only 5 s), a class's start burst after a pause cost more than its writes. Loads in
 * flight are shared, a failed one is forgotten. Values are shared between requests: callers must not change them.
 */
@Injectable()
export class QuestionCache {
  private readonly entries = new Map<string, Entry>();
  /** The revision the entries were read under, and when it was read (monotonic ms). */
  private checked: { revision: number | null; at: number } = { revision: null, at: -Infinity };
  private checking: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The value under `key`, loaded by `load` when missing (or older than QUESTION_CACHE_MAX_AGE_MS). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const checking = this.current();
    if (checking) return checking.then(() => this.lookup(key, load));
    return this.lookup(key, load);
  }

  /**
   * The values under `prefix:<id>` for each id, in the order given; the missing ones loaded together by `load`
   * (which answers those it found; an id it does not answer maps to undefined).
   */
  many<T extends { id: number }>(
    prefix: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<T[]>,
  ): Promise<(T | undefined)[]> {
    const checking = this.current();
    if (checking) return checking.then(() => this.lookupMany(prefix, ids, load));
    return this.lookupMany(prefix, ids, load);
  }

  private lookupMany<T extends { id: number }>(
    prefix: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<T[]>,
  ): Promise<(T | undefined)[]> {
    const now = this.now();
    const missing = ids.filter((id) => !this.fresh(this.entries.get(`${prefix}:${id}`), now));
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
    this.checked = { revision: null, at: -Infinity };
  }

  /** Monotonic milliseconds (the tests' movable clock does not apply: this is about freshness, not exam time). */
  protected now(): number {
    return performance.now();
  }

  /** The bank's revision in the database. */
  protected async readRevision(): Promise<number> {
    const rows = await preparedRead<{ revision: unknown }>(
      this.dataSource,
      READ_BANK_REVISION.sql,
      READ_BANK_REVISION.values,
    );
    return Number(rows[0]?.revision ?? 0);
  }

  /**
   * Null while the revision read last is recent; otherwise the (shared) read of it, after which every entry
   * kept is current. The revision is read before anything is loaded under it, so a change committed after the
   * read is seen at the next one.
   */
  private current(): Promise<void> | null {
    if (this.now() - this.checked.at < QUESTION_CACHE_MS) return null;
    return (this.checking ??= this.check().finally(() => (this.checking = null)));
  }

  private async check(): Promise<void> {
    const at = this.now();
    const revision = await this.readRevision();
    if (revision !== this.checked.revision) this.entries.clear();
    this.checked = { revision, at };
  }

  private fresh(entry: Entry | undefined, now: number): entry is Entry {
    return entry !== undefined && now - entry.at < QUESTION_CACHE_MAX_AGE_MS;
  }

  private lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (this.fresh(hit, now)) return hit.value as Promise<T>;
    const value = load();
    this.remember(key, now, value);
    return value;
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
