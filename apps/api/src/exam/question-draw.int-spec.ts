import { createTestApp, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { QuestionEntity } from './question.entity';
import { QuestionCache } from './question-cache';
import { QuestionDrawService } from './question-draw.service';

// The question cache reads the bank again every few seconds. An unchanged question comes back as the same object
// (so the runner's JSON made from it is reused), a changed one as a new object with the change, exactly as the
// repository reads it.

describe('questions read again by the draw', () => {
  let ctx: TestContext;
  let draws: QuestionDrawService;
  let cache: QuestionCache;
  let ids: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
    draws = ctx.app.get(QuestionDrawService);
    cache = ctx.app.get(QuestionCache);
    ids = (await ctx.dataSource.getRepository(QuestionEntity).find({ select: { id: true }, take: 3 })).map(
      (q) => q.id,
    );
  });
  afterAll(() => ctx?.close());

  it('keeps an unchanged question’s object and remakes a changed one, as the repository reads it', async () => {
    const first = await draws.inOrder(ids);
    cache.clear();
    const again = await draws.inOrder(ids);
    again.forEach((q, i) => expect(q).toBe(first[i]));

    await ctx.dataSource.query('UPDATE questions SET text_ru = ?, explanation_en = NULL WHERE id = ?', [
      'Изменён',
      ids[1],
    ]);
    cache.clear();
    const changed = await draws.inOrder(ids);
    expect(changed[0]).toBe(first[0]);
    expect(changed[1]).not.toBe(first[1]);
    expect(changed[1]).toEqual(await ctx.dataSource.getRepository(QuestionEntity).findOneBy({ id: ids[1] }));
    expect(changed[1].textRu).toBe('Изменён');
  });
});
