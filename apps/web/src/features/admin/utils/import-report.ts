import { PEOPLE_IMPORT_CELL_CODES, PEOPLE_IMPORT_FILE_CODES } from '@portal/contracts';
import type { TPeopleImportCellCode, TPeopleImportFileCode } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

export type TImportProblem = { row: number; column: string; code: TPeopleImportCellCode };
export type TImportReport = { file: TPeopleImportFileCode[]; rows: TImportProblem[] };

const isCellCode = (code: string): code is TPeopleImportCellCode =>
  (PEOPLE_IMPORT_CELL_CODES as readonly string[]).includes(code);
const isFileCode = (code: string): code is TPeopleImportFileCode =>
  (PEOPLE_IMPORT_FILE_CODES as readonly string[]).includes(code);

/** The import's 400 problem as a report (file problems, then each cell's, by row); undefined for other errors. */
export function importReportOf(error: unknown): TImportReport | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem?.errors) {
    return undefined;
  }
  const report: TImportReport = { file: [], rows: [] };
  for (const [key, codes] of Object.entries(error.problem.errors)) {
    const cell = /^rows\.(\d+)\.(\w+)$/.exec(key);
    for (const code of codes) {
      if (key === 'file' && isFileCode(code)) {
        report.file.push(code);
      } else if (cell && isCellCode(code)) {
        report.rows.push({ row: Number(cell[1]), column: cell[2] ?? '', code });
      }
    }
  }
  report.rows.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  return report.file.length > 0 || report.rows.length > 0 ? report : undefined;
}
