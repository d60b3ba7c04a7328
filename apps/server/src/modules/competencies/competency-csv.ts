import {
  SKILL_CSV_COLUMNS,
  SKILL_MESSAGES,
  SkillLimits,
  ZSaveCompetencyRequestSchema,
  type TSaveCompetencyData,
} from '@portal/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/*
 * The framework as a CSV file in ESCO's column layout (SKILL_CSV_COLUMNS), both ways. Parsing only
 * checks each line on its own (the same rules as the admin form, `ZSaveCompetencyRequestSchema`);
 * what needs the framework (broader skills, codes already used) is the import service's job.
 * Errors are keyed `line.<n>.<column>` (or `line.<n>`, `file`) with line numbers of the file as
 * a spreadsheet shows them, the header being line 1.
 */

type TColumn = (typeof SKILL_CSV_COLUMNS)[number];
export type TCsvFieldErrors = Record<string, string[]>;

/** What the file says of one competency (codes, not ids: the file names its broader skill by code). */
export type TCsvCompetency = Omit<TSaveCompetencyData, 'parentId' | 'position'> & {
  /** The line the record starts on. */
  line: number;
  broaderCode: string | null;
};

export type TParsedCsv = { rows: TCsvCompetency[]; errors: TCsvFieldErrors };

/** The competency as the file holds it, its broader skill named by code. */
export type TCsvExportRow = Pick<TSaveCompetencyData, 'code' | 'name' | 'description' | 'altLabels'> & {
  broaderCode: string | null;
};

/** The file of a framework (parents before their children, as given). */
export function competenciesToCsv(rows: readonly TCsvExportRow[]): string {
  const records = rows.map((row): Record<TColumn, string> => ({
    conceptUri: row.code,
    preferredLabel: row.name.en,
    'preferredLabel@fr': row.name['fr-CA'],
    altLabels: row.altLabels.en,
    'altLabels@fr': row.altLabels['fr-CA'],
    description: row.description.en,
    'description@fr': row.description['fr-CA'],
    broaderConceptUri: row.broaderCode ?? '',
  }));
  // OWASP's CSV injection advice: a cell starting with = + - @ tab or CR opens as a formula in a
  // spreadsheet; csv-stringify prefixes such cells with a single quote (`unescapeFormula` reads it back).
  return stringify(records, {
    header: true,
    columns: [...SKILL_CSV_COLUMNS],
    record_delimiter: 'unix',
    escape_formulas: true,
  });
}

/** The characters after which `escape_formulas` adds its quote (ASCII and their full-width forms). */
const FORMULA_START = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell as it was before `escape_formulas` protected it: one leading quote before a formula character goes. */
export function unescapeFormula(value: string): string {
  return FORMULA_START.test(value) ? value.slice(1) : value;
}

function addError(errors: TCsvFieldErrors, key: string, message: string): void {
  if (Object.keys(errors).length >= SkillLimits.maxCsvErrors && !(key in errors)) {
    return;
  }
  (errors[key] ??= []).push(message);
}

// Where each field of the form's schema comes from in the file (issues on `name.en` name `preferredLabel`).
const COLUMN_OF_FIELD: Record<string, TColumn> = {
  code: 'conceptUri',
  'name.en': 'preferredLabel',
  'name.fr-CA': 'preferredLabel@fr',
  'altLabels.en': 'altLabels',
  'altLabels.fr-CA': 'altLabels@fr',
  'description.en': 'description',
  'description.fr-CA': 'description@fr',
};

function columnOfIssue(path: readonly PropertyKey[]): string {
  const field = path.map(String).join('.');
  return COLUMN_OF_FIELD[field] ?? COLUMN_OF_FIELD[String(path[0])] ?? 'conceptUri';
}

type TRawRecord = { record: string[]; info: { lines: number }; raw: string };

// Spreadsheets and ESCO's own files use CRLF; a cell may hold line breaks (alternative labels). A
// record's raw text also holds the empty lines skipped before it and its own record delimiter.
function lineBreaksIn(raw: string): number {
  const record = raw.replace(/^(\r\n|\n|\r)+/, '').replace(/(\r\n|\n|\r)$/, '');
  return (record.match(/\r\n|\n|\r/g) ?? []).length;
}

/**
 * The competencies of a file, each checked on its own, and the errors (empty when all is well).
 * Columns are found by name in the header; ESCO columns this portal does not keep are ignored.
 */
export function parseCompetencyCsv(text: string): TParsedCsv {
  const errors: TCsvFieldErrors = {};
  if (text.trim() === '') {
    addError(errors, 'file', SKILL_MESSAGES.csvEmpty);
    return { rows: [], errors };
  }
  let records: TRawRecord[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as TRawRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      addError(errors, `line.${String(error.lines)}`, SKILL_MESSAGES.csvMalformed);
      return { rows: [], errors };
    }
    throw error;
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((name) => name.trim());
  const indexOf = (column: TColumn) => columns.indexOf(column);
  if (indexOf('conceptUri') === -1 || (indexOf('preferredLabel') === -1 && indexOf('preferredLabel@fr') === -1)) {
    addError(errors, 'line.1', SKILL_MESSAGES.csvHeader);
    return { rows: [], errors };
  }
  if (body.length === 0) {
    addError(errors, 'file', SKILL_MESSAGES.csvEmpty);
    return { rows: [], errors };
  }

  const rows: TCsvCompetency[] = [];
  const lineOfCode = new Map<string, number>();
  for (const { record, info, raw } of body) {
    const line = info.lines - lineBreaksIn(raw);
    const cell = (column: TColumn) => {
      const index = indexOf(column);
      return index === -1 ? '' : unescapeFormula(record[index] ?? '').trim();
    };
    const parsed = ZSaveCompetencyRequestSchema.safeParse({
      code: cell('conceptUri'),
      name: { en: cell('preferredLabel'), 'fr-CA': cell('preferredLabel@fr') },
      description: { en: cell('description'), 'fr-CA': cell('description@fr') },
      altLabels: { en: cell('altLabels'), 'fr-CA': cell('altLabels@fr') },
      parentId: null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        addError(errors, `line.${String(line)}.${columnOfIssue(issue.path)}`, issue.message);
      }
      continue;
    }
    const { code, name, description, altLabels } = parsed.data;
    // Codes are case-sensitive, as the database's unique constraint is.
    if (lineOfCode.has(code)) {
      addError(errors, `line.${String(line)}.conceptUri`, SKILL_MESSAGES.codeDuplicate);
      continue;
    }
    lineOfCode.set(code, line);
    const broaderCode = cell('broaderConceptUri');
    rows.push({ line, code, name, description, altLabels, broaderCode: broaderCode === '' ? null : broaderCode });
  }
  return { rows, errors };
}

/**
 * The errors of the file's broader skills against the framework as it would be after the import
 * (the existing competencies, each code's broader code, with the file's lines applied): a broader
 * skill must exist in the file or the framework, and two levels only (a broader skill has none
 * itself; a competency with narrower ones gets none).
 */
export function broaderErrorsOf(
  rows: readonly Pick<TCsvCompetency, 'line' | 'code' | 'broaderCode'>[],
  existing: readonly { code: string; broaderCode: string | null }[],
): TCsvFieldErrors {
  const broaderOf = new Map(existing.map((row) => [row.code, row.broaderCode]));
  for (const row of rows) {
    broaderOf.set(row.code, row.broaderCode);
  }
  const hasNarrower = new Set([...broaderOf.values()].filter((code): code is string => code !== null));
  const errors: TCsvFieldErrors = {};
  for (const row of rows) {
    if (row.broaderCode === null) {
      continue;
    }
    const key = `line.${String(row.line)}.broaderConceptUri`;
    if (!broaderOf.has(row.broaderCode)) {
      addError(errors, key, SKILL_MESSAGES.csvBroaderUnknown);
    } else if (row.broaderCode === row.code || broaderOf.get(row.broaderCode) !== null || hasNarrower.has(row.code)) {
      addError(errors, key, SKILL_MESSAGES.parentNested);
    }
  }
  return errors;
}
