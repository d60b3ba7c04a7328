import {
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_REQUIRED_COLUMNS,
  PeopleImportValidation,
  UserValidation,
  type TPeopleImportCellCode,
  type TPeopleImportColumn,
  type TPeopleImportFileCode,
} from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { z } from 'zod';

/*
 * Reading an import file into checked rows (no database): CSV through csv-parse, .xlsx through
 * exceljs. A cell that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first, or an Excel formula cell) is refused rather than cleaned: a name is never a formula.
 */

/** A cell whose value came from a formula: never imported. */
const FORMULA = Symbol('formula');
type TCell = string | typeof FORMULA;

export type TImportRow = { row: number; values: Partial<Record<TPeopleImportColumn, string>> };
export type TImportProblems = Record<string, string[]>;

export class ImportFileError extends Error {
  readonly code: TPeopleImportFileCode;

  constructor(code: TPeopleImportFileCode) {
    super(code);
    this.code = code;
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_LENGTH: Record<TPeopleImportColumn, number> = {
  firstName: UserValidation.maxNameLength,
  lastName: UserValidation.maxNameLength,
  email: UserValidation.maxEmailLength,
  jobRoleCode: 64,
  jobTitle: UserValidation.maxJobTitleLength,
  locationCode: 64,
  managerUserCode: UserValidation.maxUserCodeLength,
};
const ZEmail = z.email();

function isXlsx(bytes: Buffer): boolean {
  // A zip archive (PK\x03\x04), as every .xlsx is.
  return bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

function textOfExcel(value: ExcelJS.CellValue): TCell {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      return FORMULA;
    }
    if ('richText' in value) {
      return value.richText.map((part) => part.text).join('');
    }
    if ('text' in value) {
      return String(value.text);
    }
    if ('error' in value) {
      return FORMULA;
    }
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<TCell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new ImportFileError('empty');
  }
  const rows: TCell[][] = [];
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    if (rows.length > PeopleImportValidation.maxRows + 1) {
      throw new ImportFileError('too_many_rows');
    }
    const row = sheet.getRow(index);
    const cells: TCell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      cells.push(textOfExcel(row.getCell(column).value));
    }
    rows.push(cells);
  }
  return rows;
}

function readCsv(bytes: Buffer): TCell[][] {
  try {
    const rows: string[][] = parse(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // One row more than allowed is enough to know the file is too long.
      to_line: PeopleImportValidation.maxRows + 2,
    });
    return rows;
  } catch {
    throw new ImportFileError('unreadable');
  }
}

const isBlank = (cells: readonly TCell[]) =>
  cells.every((cell) => cell === '' || (typeof cell === 'string' && cell.trim() === ''));

/**
 * The file's people, each cell checked alone (required, length, email, formula); problems are
 * keyed `rows.<n>.<column>`. File-level problems throw `ImportFileError`.
 */
export async function readImportFile(bytes: Buffer): Promise<{ rows: TImportRow[]; problems: TImportProblems }> {
  const table = isXlsx(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...body] = table;
  if (!header || isBlank(header)) {
    throw new ImportFileError('empty');
  }
  const columns = header.map((cell) => {
    const name = typeof cell === 'string' ? cell.trim().toLowerCase() : '';
    return PEOPLE_IMPORT_COLUMNS.find((column) => column.toLowerCase() === name);
  });
  if (columns.some((column, index) => column === undefined && header[index] !== '')) {
    throw new ImportFileError('unknown_column');
  }
  if (PEOPLE_IMPORT_REQUIRED_COLUMNS.some((required) => !columns.includes(required))) {
    throw new ImportFileError('missing_column');
  }
  const problems: TImportProblems = {};
  const add = (row: number, column: TPeopleImportColumn, code: TPeopleImportCellCode) => {
    (problems[`rows.${row}.${column}`] ??= []).push(code);
  };
  const rows: TImportRow[] = [];
  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (isBlank(cells)) {
      return;
    }
    const values: TImportRow['values'] = {};
    columns.forEach((column, position) => {
      if (!column) {
        return;
      }
      const cell = cells[position] ?? '';
      if (cell === FORMULA || FORMULA_START.test(cell)) {
        add(rowNumber, column, 'formula');
        return;
      }
      const text = cell.trim();
      if (text.length > MAX_LENGTH[column]) {
        add(rowNumber, column, 'too_long');
      } else if (text !== '') {
        values[column] = text;
      }
    });
    for (const required of PEOPLE_IMPORT_REQUIRED_COLUMNS) {
      if (values[required] === undefined && !problems[`rows.${rowNumber}.${required}`]) {
        add(rowNumber, required, 'required');
      }
    }
    if (values.email !== undefined && !ZEmail.safeParse(values.email).success) {
      add(rowNumber, 'email', 'invalid_email');
    }
    rows.push({ row: rowNumber, values });
  });
  if (rows.length > PeopleImportValidation.maxRows) {
    throw new ImportFileError('too_many_rows');
  }
  if (rows.length === 0) {
    throw new ImportFileError('empty');
  }
  return { rows, problems };
}
