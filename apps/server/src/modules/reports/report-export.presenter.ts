import { ZExportStatusSchema, ZReportCodeSchema, type TReportExport } from '@portal/contracts';
import type { TReportExportRow } from './report-export.repository.ts';

/** An export as its owner sees it: the file's name and size only once DONE, the error only when FAILED. */
export function presentReportExport(row: TReportExportRow): TReportExport {
  const status = ZExportStatusSchema.parse(row.status);
  const isDone = status === 'DONE';
  return {
    exportId: row.id,
    reportCode: ZReportCodeSchema.parse(row.report_code),
    status,
    rowsWritten: row.rows_written,
    totalRows: row.total_rows,
    fileName: isDone ? row.file_name : null,
    byteSize: isDone && row.byte_size !== null ? Number(row.byte_size) : null,
    errorKey: status === 'FAILED' ? row.error : null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiresAt: isDone ? row.expires_at : null,
  };
}
