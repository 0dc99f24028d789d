import type { ObjectLiteral, Repository } from 'typeorm';
import { preparedRead } from './prepared-statements';

/**
 * One entity by a plain SQL condition (`id = ?`), hydrated by the entity's own column metadata (types and
 * transformers, as TypeORM's reads do). For the reads every test request makes: the repository's query builder
 * cost more CPU than the database spent on a primary-key read. A prepared statement on MySQL (prepared-statements.ts):
 * `condition` is constant text, its values are parameters.
 */
export async function findOneRow<T extends ObjectLiteral>(
  repository: Repository<T>,
  condition: string,
  parameters: unknown[],
): Promise<T | null> {
  const { metadata, manager } = repository;
  const [row] = await preparedRead<Record<string, unknown>>(
    manager.connection,
    `SELECT * FROM ${metadata.tableName} WHERE ${condition} LIMIT 1`,
    parameters,
  );
  if (!row) return null;
  const driver = manager.connection.driver;
  const entity = metadata.create() as Record<string, unknown>;
  for (const column of metadata.columns)
    entity[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
  return entity as T;
}
