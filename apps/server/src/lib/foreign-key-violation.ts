/**
 * Whether a database error is a foreign-key violation, on either dialect: a row a write names was
 * deleted (or a row still referenced was deleted) by another writer after the service's own check.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  const { code } = error;
  // better-sqlite3: SQLITE_CONSTRAINT_FOREIGNKEY; PostgreSQL: SQLSTATE 23503.
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
