import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './database-url.ts';

describe('parseDatabaseUrl', () => {
  it('reads SQLite paths, relative, absolute and in memory', () => {
    expect(parseDatabaseUrl('sqlite:data/portal.db')).toEqual({ dialect: 'sqlite', path: 'data/portal.db' });
    expect(parseDatabaseUrl('sqlite:///var/portal.db')).toEqual({ dialect: 'sqlite', path: '/var/portal.db' });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', path: ':memory:' });
  });

  it('reads PostgreSQL URLs as they are', () => {
    expect(parseDatabaseUrl('postgres://u@h:5432/db')).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://u@h:5432/db',
    });
    expect(parseDatabaseUrl('postgresql://h/db').dialect).toBe('postgres');
  });

  it('refuses anything else with a message that says what is expected', () => {
    expect(() => parseDatabaseUrl('mysql://h/db')).toThrow(/sqlite: or postgres:\/\//);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/needs a path/);
  });
});
