import type { TReportRow } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/kysely.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { reportColumns } from './report-query.ts';
import type { TReportFilterQuery, TReportSource } from './report-source.ts';
import { createSqlReportSource } from './sql-report-source.ts';

/*
 * Export chunks page by keyset (the previous chunk's last row), not OFFSET: an export of more rows
 * than a chunk must still hold every row exactly once, in the page's order, whatever the order
 * asked (ties, nulls, text differing only by case, rounded numbers computed in SQL).
 */

let database: TDatabase;
let source: TReportSource;
const ROWS = 157;
const CHUNK = 10;
const scope = { tenantCode: 'acme', userCode: 'acme-admin', locale: 'en' as const };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await sql`create table keyset_rows (id integer primary key, title varchar(40), score integer, part integer, whole integer)`.execute(
    db,
  );
  // Few distinct titles (ties), some differing only by case, some null; scores with nulls and ties.
  const titles = ['alpha', 'Alpha', 'beta', 'BETA', 'gamma', null, 'Émile', 'delta'];
  for (let id = 1; id <= ROWS; id += 1) {
    const title = titles[id % titles.length] ?? null;
    const score = id % 5 === 0 ? null : id % 7;
    await sql`insert into keyset_rows (id, title, score, part, whole) values (${id}, ${title}, ${score}, ${id % 3}, ${(id % 4) + 1})`.execute(
      db,
    );
  }
  source = createSqlReportSource(db, {
    reportCode: 'PATH_COMPLETION',
    columns: reportColumns([
      ['itemNo', 'integer'],
      ['pathTitle', 'text'],
      ['level', 'integer'],
      ['completionPercent', 'percent'],
    ]),
    defaultOrder: [{ key: 'pathTitle', direction: 'asc' }],
    // An aggregate, as the modules' reports are: a rounded numeric on both dialects.
    rowsQuery: () =>
      sql`select k.id as row_id, k.id as ${sql.ref('itemNo')}, k.title as ${sql.ref('pathTitle')}, k.score as ${sql.ref(
        'level',
      )}, round(cast(100.0 * sum(k.part) / sum(k.whole) as numeric), 1) as ${sql.ref('completionPercent')}
        from keyset_rows k group by k.id, k.title, k.score`,
  });
});

afterAll(async () => {
  await database.destroy();
});

async function exported(query: TReportFilterQuery): Promise<TReportRow[][]> {
  const chunks: TReportRow[][] = [];
  for await (const chunk of source.rows(scope, query, CHUNK)) {
    chunks.push(chunk);
  }
  return chunks;
}

/** Every row through the pages (OFFSET), in their order: what the export must equal. */
async function paged(query: TReportFilterQuery): Promise<TReportRow[]> {
  const rows: TReportRow[] = [];
  for (let pageNo = 1; rows.length < ROWS; pageNo += 1) {
    const page = await source.page(scope, { ...query, pageNo, pageSize: 25 });
    expect(page.rows.length, `page ${pageNo}`).toBeGreaterThan(0);
    rows.push(...page.rows);
  }
  return rows;
}

describe('SQL report source export chunks (keyset)', () => {
  const orders: [string, TReportFilterQuery][] = [
    ['the default order (text with ties, case and nulls)', { sortDirection: 'asc' }],
    ['a column with nulls and ties, descending', { sortBy: 'level', sortDirection: 'desc' }],
    ['a rounded percentage, ascending', { sortBy: 'completionPercent', sortDirection: 'asc' }],
    ['text, descending', { sortBy: 'pathTitle', sortDirection: 'desc' }],
  ];

  it.each(orders)('holds every row exactly once, in the page order: %s', async (_name, query) => {
    const chunks = await exported(query);
    // More rows than a chunk: several chunks, each full but the last.
    expect(chunks.length).toBe(Math.ceil(ROWS / CHUNK));
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === CHUNK)).toBe(true);
    const rows = chunks.flat();
    const ids = rows.map((row) => row['itemNo']);
    expect(new Set(ids).size).toBe(ROWS);
    expect(rows).toEqual(await paged(query));
  });

  it('gives the same rows on a second run (a deterministic order)', async () => {
    const query: TReportFilterQuery = { sortBy: 'level', sortDirection: 'asc' };
    expect((await exported(query)).flat()).toEqual((await exported(query)).flat());
  });
});
