import { createTestApp, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { ExamWarmup } from './exam-warmup';
import { QuestionCache } from './question-cache';

// Before the API listens (main.ts), the offered families' enabled categories and their questions are read into
// the question cache, so a class's first start burst does not read them.

describe('the exam warm-up', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ FAMILIES: 'ket,kodas' });
    const ket = fixtureBank('ket', { categories: { A: 35, B: 32, C: 31 } });
    ket.categories[2].disabled = true;
    await ctx.seed.seedBank(ket);
    await ctx.seed.seedBank(fixtureBank('kodas', { categories: { K: 40 } }));
    await ctx.seed.seedBank(fixtureBank('tractor', { categories: { T: 40 } }));
  });
  afterAll(() => ctx?.close());

  const idsIn = async (family: string, category: string) =>
    (
      (await ctx.dataSource.query(
        `SELECT q.id AS id FROM questions q JOIN question_categories qc ON qc.question_id = q.id
         JOIN categories c ON c.id = qc.category_id WHERE c.family = ? AND c.value = ?`,
        [family, category],
      )) as { id: number }[]
    ).map((r) => Number(r.id));

  it('reads every question of the offered families’ enabled categories into the cache', async () => {
    expect(await ctx.app.get(ExamWarmup).run()).toBe(35 + 32 + 40);
    const cache = ctx.app.get(QuestionCache);
    const load = jest.fn(async (ids: number[]) => ids.map((id) => ({ id })));
    const ready = [
      ...(await idsIn('ket', 'A')),
      ...(await idsIn('ket', 'B')),
      ...(await idsIn('kodas', 'K')),
    ];
    await cache.many('question', ready, load);
    expect(load).not.toHaveBeenCalled();
    // Neither a disabled category nor a family this deployment does not offer.
    for (const ids of [await idsIn('ket', 'C'), await idsIn('tractor', 'T')]) {
      await cache.many('question', ids, load);
      expect(load).toHaveBeenLastCalledWith(ids);
    }
  });

  it('logs a failure and lets the instance serve', async () => {
    const cache = ctx.app.get(QuestionCache);
    const read = jest.spyOn(cache, 'get').mockRejectedValueOnce(new Error('database gone'));
    await expect(ctx.app.get(ExamWarmup).run()).resolves.toBe(0);
    read.mockRestore();
  });
});
