import { DataSource } from 'typeorm';
import { testConfig, testDatabaseUrl } from '../../../test/test-app';
import { testTexts, toTestQuestion } from '../../exam/test-question';
import { QuestionEntity } from '../../exam/question.entity';
import { AccountEntity } from '../../accounts/account.entity';
import { ENTITIES } from '../../app/entities';
import { dataSourceOptions, MIGRATIONS } from '../data-source-options';
import { runMigrations } from '../open-data-source';
import { LanguagesUkPl1764800000000 } from './1764800000000-languages-uk-pl';

// Issue 28's migration on a database of the old shape: a question stored in lt/ru/en only is untranslated in uk and
// pl (learners get its Lithuanian text), an account has no exam language, and the migration goes down and up again.

describe('migration 1764800000000 (uk and pl, the exam language)', () => {
  it('keeps old rows readable, their new languages untranslated; down and up again', async () => {
    const db = await testDatabaseUrl();
    const before = MIGRATIONS.filter((m) => m !== LanguagesUkPl1764800000000);
    const ds = new DataSource({
      ...dataSourceOptions(testConfig({ DATABASE_URL: db.url }), ENTITIES),
      migrations: before,
    });
    await ds.initialize();
    try {
      await runMigrations(ds);
      const answers = JSON.stringify([
        { lt: 'Taip', ru: 'Да', en: 'Yes' },
        { lt: 'Ne', ru: 'Нет', en: 'No' },
      ]);
      await ds.query(
        `INSERT INTO questions (id, family, ref, text_lt, text_ru, text_en, answers, correct, weight)
         VALUES (1, 'ket', 'old-1', 'Senas klausimas', 'Старый вопрос', 'Old question', ?, '[0]', 1)`,
        [answers],
      );
      await ds.query(
        `INSERT INTO accounts (id, username, name, provider, provider_id, roles, disabled, created_at)
         VALUES (1, 'old-learner', 'Senas', 'local', 'old-learner', 'learner', 0, 0)`,
      );

      const runner = ds.createQueryRunner();
      const migration = new LanguagesUkPl1764800000000();
      try {
        await migration.up(runner);
        const question = await ds.getRepository(QuestionEntity).findOneByOrFail({ id: 1 });
        expect(question).toMatchObject({ textLt: 'Senas klausimas', textUk: null, textPl: null });
        const wire = toTestQuestion(question, (f) => f, 'uk', undefined);
        expect(wire).toMatchObject({
          klausimas: 'Senas klausimas',
          atsakymai_uk: ['Taip', 'Ne'],
          untranslated: ['uk', 'pl'],
        });
        expect(testTexts([question], ['ru', 'pl'])[0]).toMatchObject({
          klausimas_pl: 'Senas klausimas',
          klausimas_ru: 'Старый вопрос',
        });
        expect((await ds.getRepository(AccountEntity).findOneByOrFail({ id: 1 })).examLanguage).toBeNull();

        // Five answers of 500 characters in five languages (75,000 bytes as JSON) fit the answers column.
        const long = Array.from({ length: 5 }, (_, i) =>
          Object.fromEntries(['lt', 'ru', 'en', 'uk', 'pl'].map((l) => [l, `${i}${'\u001f'.repeat(499)}`])),
        );
        await ds.query('UPDATE questions SET answers = ? WHERE id = 1', [JSON.stringify(long)]);
        expect((await ds.getRepository(QuestionEntity).findOneByOrFail({ id: 1 })).answers).toEqual(long);
        await ds.query('UPDATE questions SET answers = ? WHERE id = 1', [answers]);

        await migration.down(runner);
        const columns = (await runner.getTable('questions'))!.columns.map((c) => c.name);
        expect(columns).not.toContain('text_uk');
        expect((await runner.getTable('accounts'))!.columns.map((c) => c.name)).not.toContain(
          'exam_language',
        );
        await migration.up(runner);
        expect((await runner.getTable('questions'))!.columns.map((c) => c.name)).toEqual(
          expect.arrayContaining(['text_uk', 'text_pl', 'explanation_uk', 'explanation_pl']),
        );
        expect((await ds.query('SELECT text_lt FROM questions WHERE id = 1')) as unknown[]).toEqual([
          { text_lt: 'Senas klausimas' },
        ]);
      } finally {
        await runner.release();
      }
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
