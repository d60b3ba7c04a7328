import { z } from 'zod';

/*
 * Importing people (issue 21, `POST /api/admin/people/import`): a CSV or Excel (.xlsx) file sent
 * as multipart/form-data (one part named `file`). The first row names the columns (any order,
 * any case); each further row is a person, created ACTIVE and invited like one created by hand.
 * All or nothing: any problem is a 400 whose `errors` hold every problem, keyed
 * `rows.<row number>.<column>` (the row number as a spreadsheet shows it, the header being row 1)
 * or `file`, with the codes below; nobody is created then.
 */

export const PeopleImportValidation = {
  maxFileBytes: 1024 * 1024,
  /** People per file (rows after the header). */
  maxRows: 500,
} as const;

/** The columns a file may have; the first three are required. */
export const PEOPLE_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'jobRoleCode',
  'jobTitle',
  'locationCode',
  'managerUserCode',
] as const;
export type TPeopleImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number];
export const PEOPLE_IMPORT_REQUIRED_COLUMNS: readonly TPeopleImportColumn[] = ['firstName', 'lastName', 'email'];

/** Problem codes of a cell (`rows.<n>.<column>`). */
export const PEOPLE_IMPORT_CELL_CODES = [
  'required',
  'too_long',
  'invalid_email',
  /** Starts with = + - @ or a control character, or is a spreadsheet formula: never imported. */
  'formula',
  'unknown',
  'email_taken',
  'duplicate',
] as const;
export type TPeopleImportCellCode = (typeof PEOPLE_IMPORT_CELL_CODES)[number];

/** Problem codes of the file (`file`). */
export const PEOPLE_IMPORT_FILE_CODES = [
  'unreadable',
  'too_large',
  'too_many_rows',
  'empty',
  'missing_column',
  'unknown_column',
] as const;
export type TPeopleImportFileCode = (typeof PEOPLE_IMPORT_FILE_CODES)[number];

/** One person created by an import, with their invitation link when it was not emailed. */
export const ZImportedPersonSchema = z.object({
  row: z.number().int(),
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  link: z.string().nullable(),
});
export type TImportedPerson = z.infer<typeof ZImportedPersonSchema>;

/** `201`: everyone of the file, created. */
export const ZImportPeopleResponseSchema = z.object({ created: z.array(ZImportedPersonSchema) });
export type TImportPeopleResponse = z.infer<typeof ZImportPeopleResponseSchema>;
