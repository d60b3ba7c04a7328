import pg from 'pg';

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the local one of our machines. */
export function postgresTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  return url?.startsWith('postgres') ? url : 'postgres://postgres@127.0.0.1:5432/test';
}

export async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
