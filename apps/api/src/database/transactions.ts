import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from './dialect';

/**
 * Runs statements that must take effect together in one transaction where that is safe: on MySQL each query runner
 * has its own connection. On SQLite every query runner shares one connection, so two requests in transactions at
 * once would nest BEGINs (see no-tx.ts); the statements run as they are there (one process, one writer).
 */
export function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (dialectOf(dataSource).concurrentTransactions) return dataSource.transaction(work);
  return work(dataSource.manager);
}
