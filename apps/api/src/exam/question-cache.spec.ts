import type { DataSource } from 'typeorm';
import { QUESTION_CACHE_MAX_AGE_MS, QUESTION_CACHE_MS, QuestionCache } from './question-cache';

/** The cache on a movable clock, with the bank's revision in a field (counting its reads). */
class TestCache extends QuestionCache {
  time = 0;
  revision = 7;
  revisionReads = 0;
  constructor() {
    super(null as unknown as DataSource);
  }
  protected override now(): number {
    return this.time;
  }
  protected override async readRevision(): Promise<number> {
    this.revisionReads++;
    return this.revision;
  }
}

describe('QuestionCache', () => {
  it('keeps a value while the bank revision stays the same, and reads it again after the max age', async () => {
    const cache = new TestCache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('k', load)).toBe('first');
    cache.time = 10 * QUESTION_CACHE_MS;
    expect(await cache.get('k', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.revisionReads).toBe(2);
    cache.time = QUESTION_CACHE_MAX_AGE_MS;
    expect(await cache.get('k', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops everything at the first check after the revision moved: within QUESTION_CACHE_MS, not before', async () => {
    const cache = new TestCache();
    const load = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    const many = jest.fn((ids: number[]) => Promise.resolve(ids.map((id) => ({ id, v: cache.revision }))));
    await cache.get('k', load);
    await cache.many('q', [1], many);
    cache.revision = 8; // a bank change on another instance
    cache.time = QUESTION_CACHE_MS - 1;
    expect(await cache.get('k', load)).toBe('old');
    expect(cache.revisionReads).toBe(1);
    cache.time = QUESTION_CACHE_MS;
    expect(await cache.get('k', load)).toBe('new');
    expect(await cache.many('q', [1], many)).toEqual([{ id: 1, v: 8 }]);
    expect(many).toHaveBeenCalledTimes(2);
    expect(cache.revisionReads).toBe(2);
  });

  it('reads the revision once for requests that come together', async () => {
    const cache = new TestCache();
    const load = jest.fn().mockResolvedValue('v');
    await Promise.all([cache.get('a', load), cache.get('b', load), cache.many('q', [1, 2], async () => [])]);
    expect(cache.revisionReads).toBe(1);
  });

  it('shares a load in flight and forgets one that failed', async () => {
    const cache = new TestCache();
    let finish!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    await new Promise(setImmediate); // the revision read first
    finish('once');
    expect(await both).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    expect(await cache.get('f', failing)).toBe('back');
  });

  it('loads only the missing ids of many, together, and does not remember one not found', async () => {
    const cache = new TestCache();
    const rows = (ids: number[]) => ids.filter((id) => id !== 9).map((id) => ({ id, text: `q${id}` }));
    const load = jest.fn((ids: number[]) => Promise.resolve(rows(ids)));
    expect(await cache.many('q', [1, 2], load)).toEqual([
      { id: 1, text: 'q1' },
      { id: 2, text: 'q2' },
    ]);
    expect(await cache.many('q', [2, 3, 9], load)).toEqual([
      { id: 2, text: 'q2' },
      { id: 3, text: 'q3' },
      undefined,
    ]);
    expect(load.mock.calls).toEqual([[[1, 2]], [[3, 9]]]);
    await cache.many('q', [9], load);
    expect(load.mock.calls[2]).toEqual([[9]]);
  });

  it('reads from the loader again after clear (a bank write on this instance)', async () => {
    const cache = new TestCache();
    const load = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await cache.get('k', load);
    cache.clear();
    expect(await cache.get('k', load)).toBe('new');
  });
});
