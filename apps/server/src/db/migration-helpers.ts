import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

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

/** The type of `tenant_code`, in `tenants` and every tenant-owned table. */
export const TENANT_CODE = 'varchar(32)' as const;

/** `tenant_code` of a tenant-owned table: required, and gone with its tenant. */
export function tenantCodeColumn(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references('tenants.tenant_code').onDelete('cascade');
}

/** The type of `media.media_id` (0006-media) and of the columns referencing it: uuid; text on SQLite. */
export function mediaIdType(db: TMigrationDb): 'varchar(36)' | 'uuid' {
  return isSqlite(db) ? 'varchar(36)' : 'uuid';
}

/** A required `created_at` and `updated_at`, in that order. */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return table
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull());
}

/**
 * A composite foreign key `(tenant_code, column)` -> `target (tenant_code, targetColumn)`, for
 * `$call`: a tenant-owned row can only reference a row of its own tenant.
 */
export function tenantForeignKey(
  name: string,
  column: string,
  target: string,
  targetColumn: string,
  onDelete?: 'cascade',
): <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => CreateTableBuilder<T, C> {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addForeignKeyConstraint(name, ['tenant_code', column] as C[], target, ['tenant_code', targetColumn], (fk) =>
      onDelete ? fk.onDelete(onDelete) : fk,
    );
}

/** An index on `(tenant_code, ...columns)`: every query of a tenant-owned table starts with the tenant. */
export async function createTenantIndex(
  db: TMigrationDb,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns(['tenant_code', ...columns])
    .execute();
}
