import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import type { TPopularAssetsReportResponse, TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { recordAssetView } from './asset-lists.service.ts';
import { createTestCategory, createTestResource, webinarBody } from './resource-test-fixtures.ts';

let server: TTestServer;
let admin: Record<string, string>;
let manager: Record<string, string>;
let learner: Record<string, string>;
let borealAdmin: Record<string, string>;
let categoryId: number;
const ids: Record<string, number> = {};

/** A POST whose answer is kept as bytes (the shared client reads text). */
function postForBytes(path: string, headers: Record<string, string>, body: unknown) {
  const url = new URL(path, server.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent: false,
          headers: { host: 'acme.localhost', 'content-type': 'application/json', ...headers },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes: Buffer.concat(chunks) }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  categoryId = await createTestCategory(server, 'acme');
  const { db } = server.database;
  const make = async (title: string, fr: string | null = null) =>
    (
      await createTestResource(
        server,
        'acme',
        webinarBody({ texts: { en: { title }, 'fr-CA': fr ? { title: fr } : null }, categoryIds: [categoryId] }),
      )
    ).resourceId;
  ids.top = await make('Top resource', 'Ressource vedette');
  ids.second = await make('Second resource');
  ids.old = await make('Old views only');
  ids.none = await make('Never viewed');
  for (const userCode of ['acme-learner', 'acme-learner', 'acme-manager', 'acme-admin']) {
    await recordAssetView(db, 'acme', userCode, ids.top, null, '2026-03-10T12:00:00.000Z');
  }
  await recordAssetView(db, 'acme', 'acme-learner', ids.second, null, '2026-03-11T12:00:00.000Z');
  await recordAssetView(db, 'acme', 'acme-learner', ids.second, null, '2026-03-12T12:00:00.000Z');
  await recordAssetView(db, 'acme', 'acme-learner', ids.old, null, '2025-01-01T00:00:00.000Z');
  await server.request(`/api/assets/${ids.second}/favorite`, { method: 'PUT', headers: learner });
  await server.request(`/api/assets/${ids.second}/favorite`, { method: 'PUT', headers: manager });
  // Boreal's views never show in acme's report.
  const boreal = await createTestResource(server, 'boreal', webinarBody({ texts: { en: { title: 'Boreal top' } } }));
  await recordAssetView(db, 'boreal', 'boreal-apprenant', boreal.resourceId, null, '2026-03-10T12:00:00.000Z');
});
afterAll(async () => {
  await server.close();
});

const march = { fromDate: '2026-03-01T00:00:00Z', toDate: '2026-03-31T23:59:59Z' };

describe('GET /api/resources/reports', () => {
  it('lists the popular-assets report to report viewers and administrators only', async () => {
    const response = await server.request('/api/resources/reports', { headers: manager });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual([
      {
        reportCode: 'POPULAR_ASSETS',
        name: 'Popular assets',
        nameKey: 'resources.report.popularAssets',
        searchUrl: '/api/resources/popular-assets-report',
        excelUrl: '/api/resources/popular-assets-report-excel',
      },
    ]);
    expect((await server.request('/api/resources/reports', { headers: admin })).status).toBe(200);
    expect((await server.request('/api/resources/reports', { headers: learner })).status).toBe(403);
    expect((await server.request('/api/resources/reports')).status).toBe(401);
    expect((await server.request('/api/resources/reports', { headers: borealAdmin })).status).toBe(401);
  });
});

describe('POST /api/resources/popular-assets-report', () => {
  it('answers resources viewed within the dates, most viewed first, with viewers and favourites', async () => {
    const response = await server.request('/api/resources/popular-assets-report', {
      method: 'POST',
      headers: manager,
      body: { searchParameters: { ...march, categoryIds: [categoryId] } },
    });
    expect(response.status).toBe(200);
    const report = response.json<TPopularAssetsReportResponse>();
    expect(report.totalRecords).toBe(2);
    expect(
      report.result.map((row) => [
        row.resourceId,
        row.viewCount,
        row.uniqueViewerCount,
        row.favoriteCount,
        row.lastViewedDate,
      ]),
    ).toEqual([
      [ids.top, 4, 3, 0, '2026-03-10T12:00:00.000Z'],
      [ids.second, 2, 1, 2, '2026-03-12T12:00:00.000Z'],
    ]);
    expect(report.result[0]).toMatchObject({
      title: 'Top resource',
      status: 'PUBLISHED',
      assetTypeCodes: ['URL_WEBINAR'],
    });
  });

  it('sorts, pages, searches and names in the asked language', async () => {
    const byFavourites = await server.request('/api/resources/popular-assets-report', {
      method: 'POST',
      headers: manager,
      body: {
        sortColumns: [{ colId: 'favoriteCount', sort: 'desc' }],
        pageSize: 1,
        searchParameters: { ...march, categoryIds: [categoryId] },
      },
    });
    expect(byFavourites.json<TPopularAssetsReportResponse>()).toMatchObject({
      totalRecords: 2,
      result: [{ resourceId: ids.second }],
    });
    const french = await server.request('/api/resources/popular-assets-report', {
      method: 'POST',
      headers: manager,
      body: { searchParameters: { ...march, searchText: 'vedette', locales: ['fr-CA'] } },
    });
    expect(french.json<TPopularAssetsReportResponse>().result.map((row) => row.title)).toEqual(['Ressource vedette']);
    const allTime = await server.request('/api/resources/popular-assets-report', {
      method: 'POST',
      headers: manager,
      body: { searchParameters: { categoryIds: [categoryId] } },
    });
    expect(allTime.json<TPopularAssetsReportResponse>().totalRecords).toBe(3);
  });

  it.each([
    ['a bad date', { searchParameters: { fromDate: 'March' } }, 'searchParameters.fromDate'],
    ['an unknown sort column', { sortColumns: [{ colId: 'secret', sort: 'asc' }] }, 'sortColumns.0.colId'],
    ['a string page size', { pageSize: '10' }, 'pageSize'],
  ])('answers %s with a 400 naming the field', async (_case, body, field) => {
    const response = await server.request('/api/resources/popular-assets-report', {
      method: 'POST',
      headers: manager,
      body,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });
});

describe('POST /api/resources/popular-assets-report-excel', () => {
  it('streams an .xlsx attachment with every row, which reads back with exceljs', async () => {
    const response = await postForBytes('/api/resources/popular-assets-report-excel', manager, {
      pageSize: 1,
      searchParameters: { ...march, categoryIds: [categoryId] },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="popular-assets-report.xlsx"');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer; the bytes are copied into one.
    await workbook.xlsx.load(new Uint8Array(response.bytes).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Popular assets');
    const rows = (sheet?.getSheetValues() ?? [])
      .filter((row) => Array.isArray(row))
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Resource ID',
      'Title',
      'Status',
      'Asset types',
      'Views',
      'Unique viewers',
      'Favourites',
      'Last viewed',
      'Created',
    ]);
    // Paging is ignored: every row of the report.
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual([
      [ids.top, 'Top resource', 'PUBLISHED', 'URL_WEBINAR', 4, 3, 0],
      [ids.second, 'Second resource', 'PUBLISHED', 'URL_WEBINAR', 2, 1, 2],
    ]);
    expect(rows[1]?.[7]).toEqual(new Date('2026-03-10T12:00:00.000Z'));
  });

  it('answers a bad body with a 400 problem, and 403 to learners', async () => {
    const bad = await postForBytes('/api/resources/popular-assets-report-excel', manager, { pageNo: -1 });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await postForBytes('/api/resources/popular-assets-report-excel', learner, {})).status).toBe(403);
  });
});
