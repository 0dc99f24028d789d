import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { testConfig, testDatabaseUrl } from '../../../test/test-app';
import { dataSourceOptions, MIGRATIONS } from '../data-source-options';
import { runMigrations } from '../open-data-source';
import { EntryTokens1764500000000 } from './1764500000000-entry-tokens';

// Issue 23's migration on data in the old shape: examiner tokens in clear become their SHA-256; contest person
// keys become name skeletons (a look-alike second entry stops counting, the first keeps it); each person's running
// entry gets its open key; nothing else changes.

describe('migration 1764500000000 (entry tokens)', () => {
  it('converts rows of the old shape and keeps everything else', async () => {
    const db = await testDatabaseUrl();
    const before = MIGRATIONS.filter((m) => m !== EntryTokens1764500000000);
    const ds = new DataSource({
      ...dataSourceOptions(testConfig({ DATABASE_URL: db.url })),
      migrations: before,
    });
    await ds.initialize();
    try {
      await runMigrations(ds);
      await ds.query(
        `INSERT INTO contests (id, title_lt, title_ru, title_en, family, category, question_count,
           time_limit_seconds, opens_at, closes_at, status, ordinary_ids, hard_ids, created_at)
         VALUES (1, 'K', 'K', 'K', 'ket', 'B', 1, 600, 0, 9000000000000, 'open', '[1]', '[2]', 0)`,
      );
      const entry = (id: number, name: string, key: string, counted: boolean, finished: boolean) =>
        ds.query(
          `INSERT INTO contest_entries (id, contest_id, difficulty, name, gdata, person_key, counted_key, token_hash,
             language, question_ids, answers, started_at, deadline_at, finished_at, correct, total, duration_ms,
             hidden, disqualified)
           VALUES (?, 1, 'ordinary', ?, '2001-01-01', ?, ?, ?, 'lt', '[1]', '[["1","0"]]', 1000, 601000, ?, ?, 1,
             ?, 0, 0)`,
          [
            id,
            name,
            key,
            counted ? `1:${key}` : null,
            'a'.repeat(64),
            finished ? 5000 : null,
            finished ? 1 : null,
            finished ? 4000 : null,
          ],
        );
      await entry(1, 'Jonas Petraitis', 'jonas petraitis|2001-01-01', true, true);
      // The same person with a Cyrillic "о": counted by the old rule.
      await entry(2, 'J\u043enas Petraitis', 'j\u043enas petraitis|2001-01-01', true, true);
      await entry(3, 'Ona Bėganti', 'ona beganti|2001-01-01', true, false);
      const token = 'Q'.repeat(32);
      await ds.query(
        `INSERT INTO examiner_exams (id, token, egzamin, tema, sub, language, questions, answers, started_at,
           deadline_at, total) VALUES (1, ?, 0, 1, 'B', 'lt', '[]', '[]', 1000, 2000, 0)`,
        [token],
      );
      const entriesBefore = (await ds.query(
        'SELECT id, name, answers, started_at, finished_at, correct, duration_ms FROM contest_entries ORDER BY id',
      )) as unknown[];

      const runner = ds.createQueryRunner();
      try {
        await new EntryTokens1764500000000().up(runner);
      } finally {
        await runner.release();
      }

      const [exam] = (await ds.query('SELECT token FROM examiner_exams')) as { token: string }[];
      expect(exam.token).toBe(createHash('sha256').update(token).digest('hex'));
      const rows = (await ds.query(
        'SELECT id, person_key, counted_key, open_key FROM contest_entries ORDER BY id',
      )) as { id: number; person_key: string; counted_key: string | null; open_key: string | null }[];
      expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
        {
          id: 1,
          person_key: 'jonas petraitis|2001-01-01',
          counted_key: '1:jonas petraitis|2001-01-01',
          open_key: null,
        },
        { id: 2, person_key: 'jonas petraitis|2001-01-01', counted_key: null, open_key: null },
        {
          id: 3,
          person_key: 'ona beganti|2001-01-01',
          counted_key: '1:ona beganti|2001-01-01',
          open_key: '1:ona beganti|2001-01-01',
        },
      ]);
      expect(
        await ds.query(
          'SELECT id, name, answers, started_at, finished_at, correct, duration_ms FROM contest_entries ORDER BY id',
        ),
      ).toEqual(entriesBefore);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
