import { S3Error } from './storage/s3-compatible-store.ts';

/** The database's pool could not give a connection (refused, timed out): the database is out of reach. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the database could not be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** A dependency whose outage a request meets: answered 503 with a message saying which. */
export type TUnavailableDependency = 'database' | 'storage' | 'service';

// Node's socket errors: some service out of reach (the database's pool meets them first).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL's "connection exception" (08xxx) and shutdown (57P0x) states.
const POSTGRES_CONNECTION_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
// What node-postgres throws without a code: a pool that cannot connect in time, a connection cut.
const POSTGRES_CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection ended',
];
// SQLite's writer lock held past busy_timeout: the database is there, but not now.
const SQLITE_BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Which dependency an error says is out of reach, or null for any other error (a defect: 500).
 * Aggregate errors (a pool trying several addresses) are read through.
 */
export function unavailableDependencyOf(error: unknown): TUnavailableDependency | null {
  if (error instanceof S3Error) {
    // No answer at all, or the store's own failure; a 4xx is ours to fix.
    return error.status === undefined || error.status >= 500 ? 'storage' : null;
  }
  if (error instanceof DatabaseUnavailableError) {
    return 'database';
  }
  if (!(error instanceof Error)) {
    return null;
  }
  const code = codeOf(error);
  if (code !== undefined && (POSTGRES_CONNECTION_CODES.has(code) || SQLITE_BUSY_CODES.has(code))) {
    return 'database';
  }
  if (code !== undefined && SOCKET_CODES.has(code)) {
    return 'service';
  }
  if (POSTGRES_CONNECTION_MESSAGES.some((message) => error.message.includes(message))) {
    return 'database';
  }
  if (error instanceof AggregateError) {
    return error.errors.map(unavailableDependencyOf).find((found) => found !== null) ?? null;
  }
  return null;
}
