import { createTestApp, type TestContext } from '../../../test/test-app';
import { fixtureBank } from '../../../test/fixtures/fixture-banks';
import { QuestionEntity } from '../../exam/question.entity';
import { QuestionTopics1764910000000 } from './1764910000000-question-topics';

// Issue 26: a database seeded before topics held fine-grained strings; the migration gives the sample questions their
// topic ids (by ref) and clears any other value that is no topic of its family.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBankFile('ket');
  await ctx.seed.seedBankFile('hidro');
  await ctx.seed.seedBank(fixtureBank('kodas', { categories: { X: 2 } }));
});
afterAll(() => ctx?.close());

it('maps the sample questions by ref, keeps topic ids, clears the rest', async () => {
  const repo = ctx.dataSource.getRepository(QuestionEntity);
  const topic = async (ref: string) => (await repo.findOneByOrFail({ ref })).topic;
  // As the seed of an earlier version left them, and what staff typed.
  await repo.update({ ref: 'ket-001' }, { topic: 'speed-sign' });
  await repo.update({ ref: 'ket-091' }, { topic: 'eco-driving' });
  await repo.update({ ref: 'hidro-016' }, { topic: 'wind' });
  await repo.update({ ref: 'kodas-X-0' }, { topic: 'mano tema' });
  await repo.update({ ref: 'kodas-X-1' }, { topic: 'tachograph' });

  const runner = ctx.dataSource.createQueryRunner();
  try {
    await new QuestionTopics1764910000000().up(runner);
  } finally {
    await runner.release();
  }
  expect(await topic('ket-001')).toBe('signs');
  expect(await topic('ket-091')).toBe('environment');
  expect(await topic('hidro-016')).toBe('power-lines');
  expect(await topic('kodas-X-0')).toBeNull();
  expect(await topic('kodas-X-1')).toBe('tachograph');
});
