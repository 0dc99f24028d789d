import { createTestApp, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { BankWrites } from '../banks/bank-writes';
import { QUESTION_CACHE_MS, QuestionCache } from './question-cache';

// Another instance's question cache on the same database (its own clock): it keeps what it read while the bank's
// revision stays the same, and sees a change made through the bank services, or a bank seeded, at its next check.

class OtherInstanceCache extends QuestionCache {
  time = 0;
  protected override now(): number {
    return this.time;
  }
}

describe('the question cache across instances', () => {
  let ctx: TestContext;
  let other: OtherInstanceCache;
  const textOf = (id: number) => () =>
    ctx.dataSource
      .query('SELECT text_ru AS t FROM questions WHERE id = ?', [id])
      .then((rows: { t: string }[]) => rows[0].t);
  let id: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
    id = (await ctx.dataSource.query('SELECT MIN(id) AS id FROM questions'))[0].id as number;
  });
  beforeEach(() => {
    other = new OtherInstanceCache(ctx.dataSource);
  });
  afterAll(() => ctx?.close());

  it('keeps an unchanged bank past QUESTION_CACHE_MS without reading it again', async () => {
    const load = jest.fn(textOf(id));
    const first = await other.get(`question:${id}`, load);
    other.time = 3 * QUESTION_CACHE_MS;
    expect(await other.get(`question:${id}`, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a change made through the bank services at its first check after it, not before', async () => {
    const load = jest.fn(textOf(id));
    await other.get(`question:${id}`, load);
    other.time = QUESTION_CACHE_MS; // checks the revision now: still the same
    await other.get(`question:${id}`, load);
    await ctx.app
      .get(BankWrites)
      .run((manager) => manager.query('UPDATE questions SET text_ru = ? WHERE id = ?', ['Правка', id]));
    other.time = 2 * QUESTION_CACHE_MS - 1;
    expect(await other.get(`question:${id}`, load)).not.toBe('Правка');
    other.time = 2 * QUESTION_CACHE_MS;
    expect(await other.get(`question:${id}`, load)).toBe('Правка');
  });

  it('reads a bank seeded since at its next check', async () => {
    // Changed by hand (no revision raised): the other instance reads it once, then keeps it.
    await ctx.dataSource.query('UPDATE questions SET text_ru = ? WHERE id = ?', ['Вручную', id]);
    const load = jest.fn(textOf(id));
    expect(await other.get(`question:${id}`, load)).toBe('Вручную');
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
    other.time = QUESTION_CACHE_MS;
    const seeded = await other.get(`question:${id}`, load);
    expect(seeded).not.toBe('Вручную');
    expect(seeded).toBe(await textOf(id)());
  });
});
