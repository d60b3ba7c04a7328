import { PassThrough, type Readable } from 'node:stream';
import {
  POPULAR_ASSETS_EXCEL,
  listLocaleOf,
  ResourceDefaults,
  ZAssetTypeCodeSchema,
  ZResourceStatusSchema,
  type TLocaleCode,
  type TPopularAssetsReportRequest,
  type TPopularAssetsReportResponse,
  type TPopularAssetsReportRow,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWindow } from '../../lib/listing.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { assetTypeCodesByResource, searchFilterOf, sortOf } from './resource-lists.ts';
import { findAssetsOfResources } from './resources.repository.ts';
import { localizedResourceText } from './resources.presenter.ts';
import {
  countPopularResources,
  findPopularResourcesPage,
  type TPopularAssetsSort,
  type TPopularResourceRow,
  type TViewWindow,
} from './resource-reports.repository.ts';
import type { TResourceActor } from './resources.policy.ts';

/** The tenant's translated strings (the translations service), for the Excel headers. */
export type TReportStrings = (tenant: TResolvedTenant, locale: TLocaleCode) => Promise<Record<string, string>>;

/** The reports of the module (`GET /api/resources/reports`). */
export const RESOURCE_REPORTS = [
  {
    reportCode: 'POPULAR_ASSETS' as const,
    nameKey: 'resources.report.popularAssets',
    name: 'Popular assets',
    searchUrl: '/api/resources/popular-assets-report',
    excelUrl: '/api/resources/popular-assets-report-excel',
  },
];

// Rows of the Excel file are read and written this many at a time.
const EXCEL_CHUNK = 500;

const MOST_VIEWED_FIRST: TPopularAssetsSort[] = [{ column: 'viewCount', direction: 'desc' }];

function windowOf(request: TPopularAssetsReportRequest): TViewWindow {
  const { fromDate, toDate } = request.searchParameters;
  return {
    ...(fromDate ? { from: new Date(fromDate).toISOString() } : {}),
    ...(toDate ? { to: new Date(toDate).toISOString() } : {}),
  };
}

export type TResourceReportsService = ReturnType<typeof createResourceReportsService>;

/**
 * The popular-assets report: resources viewed within the dates, with views, unique viewers,
 * favourites and the last view, as paged rows or as an Excel file streamed to the client.
 */
export function createResourceReportsService(db: Kysely<Database>, { strings }: { strings: TReportStrings }) {
  async function presentRows(
    tenantCode: string,
    rows: readonly TPopularResourceRow[],
    locale: TLocaleCode,
  ): Promise<TPopularAssetsReportRow[]> {
    const assetTypeCodes = assetTypeCodesByResource(
      await findAssetsOfResources(
        db,
        tenantCode,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      resourceId: row.id,
      title: localizedResourceText(row, locale).title,
      status: ZResourceStatusSchema.parse(row.status),
      assetTypeCodes: (assetTypeCodes.get(row.id) ?? []).map((code) => ZAssetTypeCodeSchema.parse(code)),
      viewCount: Number(row.view_count ?? 0),
      uniqueViewerCount: Number(row.unique_viewer_count ?? 0),
      favoriteCount: Number(row.favorite_count ?? 0),
      lastViewedDate: row.last_viewed_at === null ? null : String(row.last_viewed_at),
      createdDate: row.created_at,
    }));
  }

  /** `POST /api/resources/popular-assets-report`: one page of rows, most viewed first by default. */
  async function popularAssets(
    actor: TResourceActor,
    request: TPopularAssetsReportRequest,
  ): Promise<TPopularAssetsReportResponse> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    const filter = searchFilterOf(request.searchParameters);
    const window = windowOf(request);
    const sort = sortOf(request.sortColumns, MOST_VIEWED_FIRST);
    const [totalRecords, rows] = await Promise.all([
      countPopularResources(db, actor.tenantCode, filter, window),
      findPopularResourcesPage(db, actor.tenantCode, filter, window, sort, pageWindow(request), locale),
    ]);
    return { result: await presentRows(actor.tenantCode, rows, locale), totalRecords };
  }

  /**
   * `POST /api/resources/popular-assets-report-excel`: every row (the request's filters and order,
   * paging ignored, at most `ResourceDefaults.maxReportRows`) as an .xlsx stream, headers in the
   * request's locale (the tenant's strings, else English). The first chunk is read before the
   * stream is answered, so a failing query is still a problem answer rather than a cut file.
   */
  async function popularAssetsExcel(
    actor: TResourceActor,
    tenant: TResolvedTenant,
    request: TPopularAssetsReportRequest,
  ): Promise<Readable> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    const filter = searchFilterOf(request.searchParameters);
    const window = windowOf(request);
    const sort = sortOf(request.sortColumns, MOST_VIEWED_FIRST);
    // Headers fall back to English when the catalogue cannot be read: the file matters more.
    const catalogue: Record<string, string> = await strings(tenant, locale).catch(() => ({}));
    const readChunk = async (offset: number) =>
      presentRows(
        actor.tenantCode,
        await findPopularResourcesPage(
          db,
          actor.tenantCode,
          filter,
          window,
          sort,
          { limit: EXCEL_CHUNK, offset },
          locale,
        ),
        locale,
      );
    const first = await readChunk(0);

    const output = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(catalogue['resources.report.popularAssets'] ?? 'Popular assets');
    sheet.columns = POPULAR_ASSETS_EXCEL.columns.map((column) => ({
      header: catalogue[column.key] ?? column.en,
      key: column.field,
      width: column.field === 'title' ? 50 : 18,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const writeRows = (rows: readonly TPopularAssetsReportRow[]) => {
      for (const row of rows) {
        sheet
          .addRow({
            ...row,
            assetTypeCodes: row.assetTypeCodes.join(', '),
            lastViewedDate: row.lastViewedDate ? new Date(row.lastViewedDate) : null,
            createdDate: new Date(row.createdDate),
          })
          .commit();
      }
    };

    void (async () => {
      try {
        writeRows(first);
        let written = first.length;
        while (written > 0 && written % EXCEL_CHUNK === 0 && written < ResourceDefaults.maxReportRows) {
          const next = await readChunk(written);
          if (next.length === 0) {
            break;
          }
          writeRows(next.slice(0, ResourceDefaults.maxReportRows - written));
          written += next.length;
        }
        sheet.commit();
        await workbook.commit();
      } catch (error) {
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return output;
  }

  return { popularAssets, popularAssetsExcel };
}
