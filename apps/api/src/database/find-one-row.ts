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
  return row ? hydrateRow(repository, row) : null;
}

/** An entity from a row of its table as the driver gave it (`SELECT *`), as TypeORM's reads make it. */
export function hydrateRow<T extends ObjectLiteral>(
  repository: Repository<T>,
  row: Record<string, unknown>,
): T {
  const { metadata, manager } = repository;
  const driver = manager.connection.driver;
  const entity = metadata.create() as Record<string, unknown>;
  for (const column of metadata.columns)
    entity[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
  return entity as T;
}
