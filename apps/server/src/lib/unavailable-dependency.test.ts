import { S3ServiceException } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3Error } from './storage/s3-compatible-store.ts';
import { DatabaseUnavailableError, unavailableDependencyOf } from './unavailable-dependency.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const s3Answer = (status: number) =>
  new S3Error(
    'GetObject',
    new S3ServiceException({
      name: 'Failure',
      $fault: status >= 500 ? 'server' : 'client',
      $metadata: { httpStatusCode: status },
    }),
  );

describe('which dependency an error says is out of reach (503) and which errors are defects (500)', () => {
  it('names the database for a pool without connections, a cut connection, a shutdown and a busy SQLite file', () => {
    expect(unavailableDependencyOf(new DatabaseUnavailableError(withCode('ECONNREFUSED')))).toBe('database');
    expect(unavailableDependencyOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(unavailableDependencyOf(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      'database',
    );
    expect(unavailableDependencyOf(withCode('SQLITE_BUSY', 'database is locked'))).toBe('database');
  });

  it('names the storage when S3 does not answer or fails itself, not when it refuses what we sent', () => {
    expect(unavailableDependencyOf(new S3Error('PutObject', withCode('ECONNREFUSED')))).toBe('storage');
    expect(unavailableDependencyOf(s3Answer(503))).toBe('storage');
    expect(unavailableDependencyOf(s3Answer(403))).toBeNull();
  });

  it('names some service for a bare socket error, and nothing for other errors', () => {
    expect(unavailableDependencyOf(new AggregateError([withCode('ECONNREFUSED')]))).toBe('service');
    expect(unavailableDependencyOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(unavailableDependencyOf(withCode('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(unavailableDependencyOf('a string')).toBeNull();
  });
});
