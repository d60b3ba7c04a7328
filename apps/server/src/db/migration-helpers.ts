import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/* Migrations run on SQLite and PostgreSQL alike; the few places where the dialects differ are here. */

// Migrations see the database before its types exist, hence `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TMigrationDb = Kysely<any>;

export function isSqlite(db: TMigrationDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Adds an integer primary key the database generates: AUTOINCREMENT on SQLite, IDENTITY on PostgreSQL. */
export function withIdColumn<T extends string>(
  db: TMigrationDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (column) =>
    isSqlite(db) ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
  );
}

/** UTC ISO-8601 timestamps, stored as text on both dialects. */
export const TIMESTAMP = 'varchar(32)' as const;

export const FALSE = sql<boolean>`false`;
export const TRUE = sql<boolean>`true`;
