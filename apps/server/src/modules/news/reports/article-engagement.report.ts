import type { TLocaleCode } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { reportColumns } from '../../reports/report-query.ts';
import { CHART_CATEGORIES, createSqlReportSource, presentRows } from '../../reports/sql-report-source.ts';

const COLUMNS = reportColumns([
  ['title', 'text'],
  ['publishedDate', 'date'],
  ['readerCount', 'integer'],
  ['likeCount', 'integer'],
]);

const CHART_COLUMNS = reportColumns([
  ['title', 'text'],
  ['readerCount', 'integer'],
  ['likeCount', 'integer'],
]);

/**
 * Each published article (live, scheduled or expired) with its readers (distinct people with a
 * `read` statement in the learning record, one grouped scan of the tenant's article reads) and
 * likes (the article's counter), titled in the viewer's language, else the other.
 */
function articleEngagementRows(db: Kysely<Database>, tenantCode: string, locale: TLocaleCode) {
  const other: TLocaleCode = locale === 'en' ? 'fr-CA' : 'en';
  const reads = db
    .selectFrom('learning_statements')
    .select((eb) => ['object_id', eb.fn.count<number>('actor_user_code').distinct().as('readers')])
    .where('tenant_code', '=', tenantCode)
    .where('object_kind', '=', 'ARTICLE')
    .where('verb', '=', 'read')
    .groupBy('object_id')
    .as('r');
  return db
    .selectFrom('articles as a')
    .leftJoin('article_texts as t1', (join) =>
      join
        .onRef('t1.tenant_code', '=', 'a.tenant_code')
        .onRef('t1.article_id', '=', 'a.id')
        .on('t1.locale', '=', locale),
    )
    .leftJoin('article_texts as t2', (join) =>
      join
        .onRef('t2.tenant_code', '=', 'a.tenant_code')
        .onRef('t2.article_id', '=', 'a.id')
        .on('t2.locale', '=', other),
    )
    .leftJoin(reads, (join) => join.on('r.object_id', '=', sql<string>`cast(${sql.ref('a.id')} as varchar(64))`))
    .select([
      'a.id as row_id',
      sql<string>`coalesce(${sql.ref('t1.title')}, ${sql.ref('t2.title')}, '')`.as('title'),
      'a.live_from as publishedDate',
      sql<number>`coalesce(${sql.ref('r.readers')}, 0)`.as('readerCount'),
      'a.like_count as likeCount',
    ])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.status', '=', 'PUBLISHED');
}

/** ARTICLE_ENGAGEMENT ("Article reads and likes"): most read first; chart: the most read articles' readers and likes. */
export function createArticleEngagementReport(db: Kysely<Database>) {
  return createSqlReportSource(db, {
    reportCode: 'ARTICLE_ENGAGEMENT',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'readerCount', direction: 'desc' },
      { key: 'likeCount', direction: 'desc' },
      { key: 'title', direction: 'asc' },
    ],
    rowsQuery: (scope) => articleEngagementRows(db, scope.tenantCode, scope.locale),
    chart: async (_scope, _query, rows) => {
      const { rows: answer } = await sql<Record<string, unknown>>`select ${sql.ref('x.title')} as ${sql.ref(
        'title',
      )}, ${sql.ref('x.readerCount')} as ${sql.ref('readerCount')}, ${sql.ref('x.likeCount')} as ${sql.ref(
        'likeCount',
      )} from (${rows}) as x order by ${sql.ref('x.readerCount')} desc, ${sql.ref('x.likeCount')} desc, ${sql.ref(
        'x.row_id',
      )} limit ${CHART_CATEGORIES}`.execute(db);
      return {
        kind: 'bar',
        categoryKey: 'title',
        seriesKeys: ['readerCount', 'likeCount'],
        rows: presentRows(CHART_COLUMNS, answer),
      };
    },
  });
}
