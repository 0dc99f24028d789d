import type { DataSource } from 'typeorm';
import { dialectOf } from './dialect';

const POLL_MS = 250;

/**
 * Runs `work` while holding the database-wide setup lock, so that instances started together migrate and seed one
 * after the other. MySQL: a named lock (GET_LOCK) held by one dedicated connection, released when the work ends or
 * the connection drops. SQLite is used by one process only: no lock needed.
 */
export async function withSetupLock<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
  waitMs = 120_000,
): Promise<T> {
  if (!dialectOf(dataSource).namedLocks) return work();
  const runner = dataSource.createQueryRunner();
  // Lock names are server-wide (max 64 characters): one per database.
  const name = `portal-setup:${String(dataSource.options.database)}`.slice(0, 64);
  try {
    // Polled rather than waited for in the server, so no statement outlasts the query timeout.
    for (const deadline = Date.now() + waitMs; ;) {
      const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS got', [name])) as { got: number | null }[];
      if (Number(row?.got) === 1) break;
      if (Date.now() > deadline) throw new Error(`Setup lock ${name} not obtained within ${waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}
