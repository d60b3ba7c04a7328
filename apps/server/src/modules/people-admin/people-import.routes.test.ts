import { PeopleImportValidation, type TImportPeopleResponse, type TProblem } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * Importing people from CSV or .xlsx: everyone or nobody, a report of every problem by row and
 * column, limits, cells a spreadsheet would run as formulas refused, audit rows and invitations.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    configure: async (app) => {
      await app.database.db
        .insertInto('tenant_urls')
        .values({ tenant_code: 'boreal', host: '127.0.0.1', is_primary: false })
        .execute();
    },
  });
  const port = new URL(server.baseUrl).port;
  ORIGINS.acme = `http://localhost:${port}`;
  ORIGINS.boreal = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
});

// Node cannot resolve *.localhost: acme answers on localhost (seeded) and boreal on 127.0.0.1 too.
const ORIGINS: Record<string, string> = {};

async function upload(fileName: string, content: string | Buffer, { user = 'acme-admin', tenant = 'acme' } = {}) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${ORIGINS[tenant]}/api/admin/people/import`, {
    method: 'POST',
    headers: await bearer(server.database, tenant, user),
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: <T>() => JSON.parse(text) as T };
}

async function counts() {
  const [users, audit, invitations] = await Promise.all([
    server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    server.database.db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    server.database.db
      .selectFrom('user_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { users: Number(users.n), audit: Number(audit.n), invitations: Number(invitations.n) };
}

async function xlsx(rows: (string | ExcelJS.CellValue)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /api/admin/people/import', () => {
  it('creates and invites everyone of a CSV file, with an audit row each', async () => {
    const before = await counts();
    const csv = [
      'First name,Last name,Email,jobRoleCode,locationCode,managerUserCode',
      'Ana,Import,ana.import@acme.test,SALES_ASSOCIATE,STORE-12,acme-manager',
      '"Béa, Jr",Import,BEA.import@acme.test,,,',
      '',
    ].join('\n');
    // "First name" is not a column: the header is refused before anything else.
    expect((await upload('people.csv', csv)).json<TProblem>().errors).toEqual({ file: ['unknown_column'] });

    const response = await upload('people.csv', csv.replace('First name,Last name,Email', 'firstName,LASTNAME,email'));
    expect(response.status).toBe(201);
    const { created } = response.json<TImportPeopleResponse>();
    expect(created.map((person) => [person.row, person.firstName, person.email])).toEqual([
      [2, 'Ana', 'ana.import@acme.test'],
      [3, 'Béa, Jr', 'bea.import@acme.test'],
    ]);
    expect(created.every((person) => /\/invitation\/[A-Za-z0-9_-]{43}$/.test(person.link ?? ''))).toBe(true);
    const ana = await server.database.db
      .selectFrom('users')
      .select(['job_role_code', 'location_id', 'manager_user_code', 'status', 'password_hash'])
      .where('tenant_code', '=', 'acme')
      .where('email', '=', 'ana.import@acme.test')
      .executeTakeFirstOrThrow();
    expect(ana).toMatchObject({
      job_role_code: 'SALES_ASSOCIATE',
      manager_user_code: 'acme-manager',
      status: 'ACTIVE',
      password_hash: null,
    });
    expect(ana.location_id).not.toBeNull();
    expect(await counts()).toEqual({
      users: before.users + 2,
      audit: before.audit + 2,
      invitations: before.invitations + 2,
    });
  });

  it('reports every problem by row and column and imports nobody', async () => {
    const before = await counts();
    const csv = [
      'firstName,lastName,email,jobRoleCode,locationCode,jobTitle',
      'Cleo,Fine,cleo.fine@acme.test,,,',
      'Dan,,dan@acme.test,,,',
      'Eve,Bad,not-an-email,NO_SUCH_ROLE,NO-SUCH-PLACE,',
      '"=HYPERLINK(""http://evil.example"")",Formula,f@acme.test,,,@SUM(1)',
      'Gus,Taken,LEARNER@acme.test,,,',
      'Hal,Twice,cleo.fine@acme.test,,,',
      `Ivy,${'x'.repeat(200)},ivy@acme.test,,,`,
    ].join('\r\n');
    const response = await upload('people.csv', csv);
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({
      'rows.3.lastName': ['required'],
      'rows.4.email': ['invalid_email'],
      'rows.4.jobRoleCode': ['unknown'],
      'rows.4.locationCode': ['unknown'],
      'rows.5.firstName': ['formula'],
      'rows.5.jobTitle': ['formula'],
      'rows.6.email': ['email_taken'],
      'rows.7.email': ['duplicate'],
      'rows.8.lastName': ['too_long'],
    });
    expect(await counts()).toEqual(before);
  });

  it('reads .xlsx files, refusing formula cells', async () => {
    const header = ['firstName', 'lastName', 'email'];
    const withFormula = await xlsx([header, ['Kim', { formula: 'A1&"x"', result: 'firstNamex' }, 'kim@acme.test']]);
    const refused = await upload('people.xlsx', withFormula);
    expect(refused.status).toBe(400);
    expect(refused.json<TProblem>().errors).toEqual({ 'rows.2.lastName': ['formula'] });

    const good = await upload('people.xlsx', await xlsx([header, ['Kim', 'Sheet', 'kim.sheet@acme.test']]));
    expect(good.status).toBe(201);
    expect(good.json<TImportPeopleResponse>().created.map((person) => person.lastName)).toEqual(['Sheet']);
  });

  it('refuses files that are empty, lack a column, are too long or too large', async () => {
    const before = await counts();
    const problem = async (content: string | Buffer) => (await upload('people.csv', content)).json<TProblem>().errors;
    expect(await problem('')).toEqual({ file: ['empty'] });
    expect(await problem('firstName,lastName\nA,B\n')).toEqual({ file: ['missing_column'] });
    expect(await problem('firstName,lastName,email\n')).toEqual({ file: ['empty'] });
    const rows = Array.from(
      { length: PeopleImportValidation.maxRows + 1 },
      (_, index) => `P,${index},p${index}@acme.test`,
    );
    expect(await problem(['firstName,lastName,email', ...rows].join('\n'))).toEqual({ file: ['too_many_rows'] });
    const large = Buffer.alloc(PeopleImportValidation.maxFileBytes + 10, 'a');
    const tooLarge = await upload('people.csv', large);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json<TProblem>().errors).toEqual({ file: ['too_large'] });
    expect(await problem(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toEqual({ file: ['unreadable'] });
    expect(await counts()).toEqual(before);
  });

  it('is for user admins only, and only ever sees the tenant’s own references', async () => {
    const csv =
      'firstName,lastName,email,locationCode,managerUserCode\nLia,Other,lia@boreal.test,STORE-12,acme-manager\n';
    expect((await upload('people.csv', csv, { user: 'acme-learner' })).status).toBe(403);
    const boreal = await upload('people.csv', csv, { user: 'boreal-admin', tenant: 'boreal' });
    expect(boreal.status).toBe(400);
    expect(boreal.json<TProblem>().errors).toEqual({
      'rows.2.locationCode': ['unknown'],
      'rows.2.managerUserCode': ['unknown'],
    });
    const notMultipart = await server.request('/api/admin/people/import', {
      method: 'POST',
      host: 'acme.localhost',
      headers: await bearer(server.database, 'acme', 'acme-admin'),
      body: { file: 'x' },
    });
    expect(notMultipart.status).toBe(415);
  });
});
