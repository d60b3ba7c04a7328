import type { TReportColumn, TReportRow } from '@portal/contracts';
import { once, type EventEmitter } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

/*
 * Writes a report's rows to an .xlsx file as they come, with exceljs's streaming writer: each row
 * is committed (serialised into the zip stream) at once, shared strings are off, and the next chunk
 * waits for the compression to catch up, so memory stays the same whatever the number of rows.
 */

export type TExportSheet = {
  path: string;
  sheetName: string;
  columns: readonly TReportColumn[];
  /** The column headers, by column key, in the export's language. */
  headers: Record<string, string>;
};

// An ISO date (or date-time) as Excel's date; anything else stays as it was.
function dateCell(value: string | number | null): Date | string | number | null {
  if (typeof value !== 'string') {
    return value;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

// Bytes of sheet XML that may wait for the zip's compression before the next chunk is written.
const MAX_PENDING_BYTES = 1024 * 1024;

type TPendingSink = EventEmitter & { _writableState?: { length?: number } };

/**
 * Waits while the sheet's XML waits for compression. exceljs writes each committed row into the
 * zip entry's stream without heeding its backpressure (its StreamBuf ignores write()'s answer), so
 * rows made faster than deflate compresses them pile up there: 100 000 rows held about 25 MB, and
 * memory grew with the row count. Internal fields, read defensively: when they are not there,
 * nothing waits.
 */
async function waitForCompression(worksheet: unknown): Promise<void> {
  const stream = (worksheet as { stream?: { pipes?: unknown[] } }).stream;
  const sink = stream?.pipes?.[0] as TPendingSink | undefined;
  if (sink && (sink._writableState?.length ?? 0) > MAX_PENDING_BYTES) {
    await once(sink, 'drain');
  }
}

function cellOf(column: TReportColumn, value: string | number | null | undefined) {
  const cell = value ?? null;
  return column.kind === 'date' ? dateCell(cell) : cell;
}

/**
 * Writes every chunk of rows to the sheet; `onChunk` hears the rows written so far after each
 * chunk (and may throw to stop the export: a lost lease, a shutdown). Answers the rows written.
 */
export async function writeExportFile(
  sheet: TExportSheet,
  chunks: AsyncIterable<TReportRow[]>,
  onChunk: (rowsWritten: number) => Promise<void>,
): Promise<number> {
  const output = createWriteStream(sheet.path);
  try {
    return await writeWorkbook(sheet, output, chunks, onChunk);
  } finally {
    // Closed whether the file was finished or abandoned half-way (the caller deletes it then).
    output.destroy();
  }
}

async function writeWorkbook(
  sheet: TExportSheet,
  output: WriteStream,
  chunks: AsyncIterable<TReportRow[]>,
  onChunk: (rowsWritten: number) => Promise<void>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName.slice(0, 31));
  worksheet.columns = sheet.columns.map((column) => ({
    header: sheet.headers[column.key] ?? column.key,
    key: column.key,
    width: column.kind === 'text' ? 36 : 16,
    ...(column.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();

  let rowsWritten = 0;
  for await (const rows of chunks) {
    for (const row of rows) {
      worksheet.addRow(sheet.columns.map((column) => cellOf(column, row[column.key]))).commit();
    }
    rowsWritten += rows.length;
    await waitForCompression(worksheet);
    await onChunk(rowsWritten);
  }
  worksheet.commit();
  // Resolves once the zip is flushed to the file.
  await workbook.commit();
  return rowsWritten;
}
