import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** Anything that reaches a data source: the data source, an entity manager or a query runner. */
export type DialectSource = DataSource | EntityManager | QueryRunner;

/**
 * Every difference between MySQL/MariaDB and SQLite that the application's SQL meets, answered in one place: the
 * only file that asks which database a data source speaks (app/layers.spec.ts keeps it so). Code elsewhere asks for
 * a capability or a piece of SQL by what it does, never for the database's name.
 */
export interface Dialect {
  readonly name: 'mysql' | 'sqlite';
  /**
   * Whether transactions may run side by side: on MySQL each query runner has a connection of its own; on SQLite
   * every query runner shares one connection, so concurrent BEGINs would nest (transactions.ts, no-tx.ts).
   */
  readonly concurrentTransactions: boolean;
  /** Whether `SELECT ... FOR UPDATE` row locks exist (MySQL). SQLite has one writer at a time and no row locks. */
  readonly rowLocks: boolean;
  /** Whether named locks shared by every connection exist (MySQL's GET_LOCK), for setup-lock.ts. */
  readonly namedLocks: boolean;
  /** Whether one UPDATE may change rows of two joined tables (MySQL; SQLite updates one table per statement). */
  readonly multiTableUpdate: boolean;
  /** `INSERT IGNORE` / `INSERT OR IGNORE`: an insert that skips rows whose unique key is taken. */
  readonly insertIgnore: string;
  /**
   * A TypeORM find option: the rows read are locked for writing until the transaction ends, where row locks exist
   * (spread into `findOne`/`find`), nothing on SQLite.
   */
  readonly writeLock: { lock?: { mode: 'pessimistic_write' } };
  /**
   * The upsert clause after `INSERT ... VALUES (...)`: on a taken `key`, run `assignments`
   * (`ON DUPLICATE KEY UPDATE` on MySQL, `ON CONFLICT (key) DO UPDATE SET` on SQLite).
   */
  onConflictUpdate(key: readonly string[], assignments: readonly string[]): string;
  /** The upsert clause that leaves an existing row as it is (but still takes its row lock on MySQL). */
  onConflictKeep(key: readonly string[], anyColumn: string): string;
  /** Inside an upsert's assignments: the value the INSERT brought for `column` (`VALUES(c)` / `excluded.c`). */
  inserted(column: string): string;
  /** Inside an upsert's assignments: the stored row's `column` (SQLite needs the table's name). */
  stored(table: string, column: string): string;
  /**
   * `expression` ready to be compared with a lower-case ASCII value ignoring case: MariaDB's collation ignores case
   * already (and so keeps using the index); SQLite compares bytes, so the stored side is lowered.
   */
  caseFolded(expression: string): string;
  /** Statements that make new tables store full Unicode (utf8mb4 on MySQL whatever the server's default). */
  unicodeTables(tables: readonly string[]): string[];
  /** A statement that gives a text column MySQL's MEDIUMTEXT (past TEXT's 64 KB) or back TEXT; none on SQLite. */
  textSize(table: string, column: string, size: 'MEDIUMTEXT' | 'TEXT'): string[];
}

const MYSQL: Dialect = {
  name: 'mysql',
  concurrentTransactions: true,
  rowLocks: true,
  namedLocks: true,
  multiTableUpdate: true,
  insertIgnore: 'INSERT IGNORE',
  writeLock: { lock: { mode: 'pessimistic_write' } },
  onConflictUpdate: (_key, assignments) => ` ON DUPLICATE KEY UPDATE ${assignments.join(', ')}`,
  onConflictKeep: (_key, anyColumn) => ` ON DUPLICATE KEY UPDATE ${anyColumn} = ${anyColumn}`,
  inserted: (column) => `VALUES(${column})`,
  stored: (_table, column) => column,
  caseFolded: (expression) => expression,
  unicodeTables: (tables) =>
    tables.map(
      (table) => `ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    ),
  textSize: (table, column, size) => [`ALTER TABLE \`${table}\` MODIFY \`${column}\` ${size} NOT NULL`],
};

const SQLITE: Dialect = {
  name: 'sqlite',
  concurrentTransactions: false,
  rowLocks: false,
  namedLocks: false,
  multiTableUpdate: false,
  insertIgnore: 'INSERT OR IGNORE',
  writeLock: {},
  onConflictUpdate: (key, assignments) =>
    ` ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${assignments.join(', ')}`,
  onConflictKeep: (key) => ` ON CONFLICT (${key.join(', ')}) DO NOTHING`,
  inserted: (column) => `excluded.${column}`,
  stored: (table, column) => `${table}.${column}`,
  caseFolded: (expression) => `LOWER(${expression})`,
  unicodeTables: () => [],
  textSize: () => [],
};

function dataSourceOf(source: DialectSource): DataSource {
  // An entity manager and a query runner carry their data source as `connection`; a data source has none.
  return (source as { connection?: DataSource }).connection ?? (source as DataSource);
}

/** The dialect `source` speaks. */
export function dialectOf(source: DialectSource): Dialect {
  return dataSourceOf(source).options.type === 'mysql' ? MYSQL : SQLITE;
}

/** mysql2's pool under a MySQL data source (TypeORM's driver keeps it), or null on SQLite. */
export function mysqlPool<Pool>(source: DialectSource): Pool | null {
  const dataSource = dataSourceOf(source);
  if (dialectOf(dataSource) !== MYSQL) return null;
  return (dataSource.driver as unknown as { pool?: Pool }).pool ?? null;
}
