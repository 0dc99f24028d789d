import type { INestApplication } from '@nestjs/common';
import { EXAM_FAMILIES } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app/create-app';
import { MIGRATIONS } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/open-data-source';
import { SAMPLE_LEARNERS } from '../src/seed/sample-accounts';
import { describeMysql, testConfig, testDatabaseUrl } from './test-app';

// Issue 11 (7): instances started together on an empty MySQL database used to record the migrations twice and
// crash on the seed race. The setup lock (GET_LOCK) makes them take turns. SQLite is one process: nothing to race.

describeMysql('several instances starting together on an empty database', () => {
  jest.setTimeout(120_000);

  it('migrate once, seed once, and all start', async () => {
    const db = await testDatabaseUrl();
    const config = testConfig({ DATABASE_URL: db.url, SEED_ON_START: 'true', SEED_SAMPLE_LEARNERS: 'true' });
    const started = await Promise.allSettled([1, 2, 3, 4].map(() => createApp(config)));
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      await Promise.all(apps.map((app) => app.init()));
      const ds = apps[0].get(DataSource);
      const migrations = (await ds.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
      expect(migrations.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
      const [{ n: accounts }] = (await ds.query('SELECT COUNT(*) AS n FROM accounts')) as { n: string }[];
      expect(Number(accounts)).toBe(1 + SAMPLE_LEARNERS.length);
      for (const family of EXAM_FAMILIES) {
        const [row] = (await ds.query(
          'SELECT COUNT(*) AS n, COUNT(DISTINCT ref) AS refs FROM questions WHERE family = ?',
          [family],
        )) as { n: string; refs: string }[];
        expect({ family, n: Number(row.n) }).toEqual({ family, n: Number(row.refs) });
      }
    } finally {
      await Promise.all(apps.map((app: INestApplication) => app.close()));
      await db.drop();
    }
  });

  it('with MIGRATE_ON_START=false, leaves the schema to the migrate command (safe to run concurrently)', async () => {
    const db = await testDatabaseUrl();
    const app = await createApp(testConfig({ DATABASE_URL: db.url, MIGRATE_ON_START: 'false' }));
    try {
      await app.init();
      const ds = app.get(DataSource);
      expect(await ds.query("SHOW TABLES LIKE 'accounts'")).toEqual([]);
      const applied = await Promise.all([1, 2, 3].map(() => runMigrations(ds)));
      expect(applied.flat()).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await ds.query('SELECT name FROM migrations')).toHaveLength(MIGRATIONS.length);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
