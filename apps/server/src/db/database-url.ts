/** Where the data lives, parsed from DATABASE_URL: `sqlite:PATH` (or `sqlite::memory:`) or `postgres://...`. */
export type TDatabaseTarget =
  { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; connectionString: string; schema?: string };

export const DEFAULT_DATABASE_URL = 'sqlite:data/portal.db';

export function parseDatabaseUrl(url: string): TDatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) {
      throw new Error('DATABASE_URL sqlite: needs a path, e.g. sqlite:data/portal.db');
    }
    return { dialect: 'sqlite', path };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { dialect: 'postgres', connectionString: url };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:")`);
}
