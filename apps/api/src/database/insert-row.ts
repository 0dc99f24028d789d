import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';
import { preparedWrite } from './prepared-statements';

interface InsertStatement {
  sql: string;
  columns: ColumnMetadata[];
}

const statements = new WeakMap<EntityMetadata, InsertStatement>();

function insertStatement(metadata: EntityMetadata, escape: (name: string) => string): InsertStatement {
  let statement = statements.get(metadata);
  if (!statement) {
    const columns = metadata.columns.filter((column) => !column.isGenerated);
    statement = {
      columns,
      sql:
        `INSERT INTO ${escape(metadata.tableName)} (${columns.map((c) => escape(c.databaseName)).join(', ')})` +
        ` VALUES (${columns.map(() => '?').join(', ')})`,
    };
    statements.set(metadata, statement);
  }
  return statement;
}

/**
 * One entity as one prepared INSERT of every column but the generated id (each value through the column's own
 * transformer, as TypeORM writes it), then the new id set on the entity. For the row a start writes: the
 * repository's insert built its statement anew each time, which cost about a tenth of a start's CPU. Errors are
 * the driver's (a unique key taken: unique-violation.ts).
 */
export async function insertRow<T extends ObjectLiteral>(
  repository: Repository<T>,
  entity: T,
): Promise<void> {
  const { metadata, manager } = repository;
  const driver = manager.connection.driver;
  const { sql, columns } = insertStatement(metadata, (name) => driver.escape(name));
  const values = columns.map((column) => {
    const value = driver.preparePersistentValue(column.getEntityValue(entity), column) as unknown;
    // mysql2 would send a boolean as a TINY anyway; SQLite's driver already gives 1/0.
    return value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  });
  const { insertId } = await preparedWrite(manager.connection, sql, values);
  for (const column of metadata.generatedColumns) column.setEntityValue(entity, insertId);
}
