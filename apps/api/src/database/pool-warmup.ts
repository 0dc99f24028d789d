import type { DataSource } from 'typeorm';
import { mysqlPool } from './dialect';
import type { MysqlPool } from './prepared-statements';

/**
 * Opens `count` pooled connections at once and gives them back, so the first requests find them open (mysql2 opens
 * them on demand, each a TCP connection, a handshake and a server thread). No-op on SQLite.
 */
export async function openPoolConnections(dataSource: DataSource, count: number): Promise<void> {
  const pool = mysqlPool<MysqlPool>(dataSource);
  if (!pool) return;
  const acquired = await Promise.allSettled(
    Array.from(
      { length: count },
      () =>
        new Promise<{ release(): void }>((resolve, reject) =>
          pool.getConnection((error, conn) => (error || !conn ? reject(error) : resolve(conn))),
        ),
    ),
  );
  for (const result of acquired) if (result.status === 'fulfilled') result.value.release();
  const failed = acquired.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
