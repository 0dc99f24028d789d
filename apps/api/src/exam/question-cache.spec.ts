import { QUESTION_CACHE_MS, QuestionCache } from './question-cache';

class TestCache extends QuestionCache {
  time = 0;
  protected override now(): number {
    return this.time;
  }
}

describe('QuestionCache', () => {
  it('serves a value until it is QUESTION_CACHE_MS old, then loads it again', async () => {
    const cache = new TestCache();
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('k', load)).toBe('first');
    cache.time = QUESTION_CACHE_MS - 1;
    expect(await cache.get('k', load)).toBe('first');
    cache.time = QUESTION_CACHE_MS;
    expect(await cache.get('k', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a load in flight and forgets one that failed', async () => {
    const cache = new TestCache();
    let finish!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
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
