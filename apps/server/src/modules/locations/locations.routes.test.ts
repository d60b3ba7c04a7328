import {
  LOCATION_HAS_CHILDREN,
  LOCATION_HAS_PEOPLE,
  LocationValidation,
  type TLocation,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

async function locationRow(tenantCode: string, code: string) {
  return server.database.db
    .selectFrom('locations')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', code)
    .executeTakeFirst();
}

async function locationId(tenantCode: string, code: string): Promise<number> {
  const row = await locationRow(tenantCode, code);
  if (!row) {
    throw new Error(`no location ${tenantCode}/${code}`);
  }
  return row.id;
}

async function countLocations(tenantCode: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('locations')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .execute();
  return rows.length;
}

function problemOf(response: { json: <T>() => T }): TProblem {
  return response.json<TProblem>();
}

/** A valid new acme store under Quebec, with overrides. */
async function newStore(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    code: 'STORE-77',
    nameEn: 'Store 77 – Sherbrooke',
    nameFr: 'Magasin 77 – Sherbrooke',
    locationTypeCode: 'STORE',
    businessTypeCode: 'RETAIL',
    brandCode: 'ACME',
    parentLocationId: await locationId('acme', 'CA-QC'),
    addressLine1: '  4204 King St. W.  ',
    city: 'Sherbrooke',
    province: 'QC',
    postalCode: 'J1L 1P2',
    countryCode: 'CA',
    ...overrides,
  };
}

describe('demo data', () => {
  it('puts the demo users at a store or an atelier', async () => {
    const rows = await server.database.db
      .selectFrom('users')
      .innerJoin('locations', 'locations.id', 'users.location_id')
      .select(['users.user_code', 'locations.code', 'locations.tenant_code'])
      .orderBy('users.user_code')
      .execute();
    expect(rows).toEqual([
      { user_code: 'acme-admin', code: 'HQ-MONTREAL', tenant_code: 'acme' },
      { user_code: 'acme-learner', code: 'STORE-12', tenant_code: 'acme' },
      { user_code: 'acme-manager', code: 'STORE-12', tenant_code: 'acme' },
      { user_code: 'acme-newhire', code: 'STORE-12', tenant_code: 'acme' },
      { user_code: 'boreal-admin', code: 'USINE-QUEBEC', tenant_code: 'boreal' },
      { user_code: 'boreal-apprenant', code: 'ATELIER-USINAGE', tenant_code: 'boreal' },
    ]);
  });
});

describe('GET /api/location', () => {
  it("lists every location of the tenant, inactive ones too, and none of another tenant's", async () => {
    const response = await server.request('/api/location', { headers: learner });
    expect(response.status).toBe(200);
    const locations = response.json<TLocation[]>();
    const codes = locations.map((location) => location.code);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'CA-QC', 'STORE-12', 'STORE-09', 'DC-MISSISSAUGA']));
    expect(codes).not.toContain('USINE-QUEBEC');
    expect(locations[0]).toMatchObject({ code: 'CA', level: 1, parentLocationId: null });
    expect(locations.find((location) => location.code === 'STORE-09')?.status).toBe('INACTIVE');
  });

  it('names the locations in the language asked for, with both names always', async () => {
    const response = await server.request('/api/location?locale=fr-CA', { headers: learner });
    const store = response.json<TLocation[]>().find((location) => location.code === 'STORE-12');
    expect(store).toMatchObject({
      name: 'Magasin 12 – Centre-ville de Montréal',
      nameEn: 'Store 12 – Montréal Downtown',
      nameFr: 'Magasin 12 – Centre-ville de Montréal',
      locationTypeCode: 'STORE',
      businessTypeCode: 'RETAIL',
      brandCode: 'ACME',
      city: 'Montréal',
    });
  });

  it("names boreal's locations in French by default (the tenant's language)", async () => {
    const response = await server.request('/api/location', { host: 'boreal.localhost', headers: borealAdmin });
    const names = response.json<TLocation[]>().map((location) => location.name);
    expect(names).toContain('Usine de Québec');
    expect(names).toContain('Atelier d’usinage');
  });

  it.each([
    ['an unknown locale', '/api/location?locale=de'],
    ['a repeated locale', '/api/location?locale=en&locale=fr-CA'],
  ])('answers %s with a 400 naming the field', async (_case, path) => {
    const response = await server.request(path, { headers: learner });
    expect(response.status).toBe(400);
    expect(Object.keys(problemOf(response).errors ?? {})).toContain('locale');
  });
});

describe('GET /api/location/GetLocationsAtLevel and getLocationsAtLevelAndBrand', () => {
  it('answers the active stores of a business type at a level, by name', async () => {
    const response = await server.request('/api/location/GetLocationsAtLevel?bussinessTypeCode=RETAIL&level=3', {
      headers: learner,
    });
    expect(response.status).toBe(200);
    expect(response.json<TLocation[]>().map((location) => location.code)).toEqual(['STORE-12', 'STORE-14', 'STORE-31']);
  });

  it('answers every active location at a level without a business type', async () => {
    const response = await server.request('/api/location/GetLocationsAtLevel?level=3', { headers: learner });
    const codes = response.json<TLocation[]>().map((location) => location.code);
    expect(codes).toEqual(expect.arrayContaining(['STORE-12', 'DC-MISSISSAUGA', 'HQ-MONTREAL']));
    expect(codes).not.toContain('STORE-09');
    const top = await server.request('/api/location/GetLocationsAtLevel?level=1', { headers: learner });
    expect(top.json<TLocation[]>().map((location) => location.code)).toEqual(['CA']);
  });

  it('matches the path case-insensitively (clients spell the spec paths differently)', async () => {
    const response = await server.request('/API/Location/getlocationsatlevel?level=1', { headers: learner });
    expect(response.status).toBe(200);
  });

  it("finds nothing for another tenant's business type", async () => {
    const response = await server.request('/api/location/GetLocationsAtLevel?bussinessTypeCode=MANUFACTURING&level=1', {
      headers: learner,
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers the stores of one brand', async () => {
    const response = await server.request(
      '/api/location/getLocationsAtLevelAndBrand?bussinessTypeCode=RETAIL&level=3&brand=ACME_EXPRESS',
      { headers: learner },
    );
    expect(response.status).toBe(200);
    expect(response.json<TLocation[]>().map((location) => location.code)).toEqual(['STORE-14']);
  });

  it.each([
    ['no level', '/api/location/GetLocationsAtLevel', 'level'],
    ['a level that is not a number', '/api/location/GetLocationsAtLevel?level=abc', 'level'],
    ['level 0', '/api/location/GetLocationsAtLevel?level=0', 'level'],
    [
      'a level below the deepest',
      `/api/location/GetLocationsAtLevel?level=${LocationValidation.maxLevel + 1}`,
      'level',
    ],
    ['a decimal level', '/api/location/GetLocationsAtLevel?level=1.5', 'level'],
    ['a repeated level', '/api/location/GetLocationsAtLevel?level=1&level=2', 'level'],
    [
      'a repeated business type',
      '/api/location/GetLocationsAtLevel?level=3&bussinessTypeCode=RETAIL&bussinessTypeCode=DISTRIBUTION',
      'bussinessTypeCode',
    ],
    [
      'an oversize business type',
      `/api/location/GetLocationsAtLevel?level=3&bussinessTypeCode=${'A'.repeat(65)}`,
      'bussinessTypeCode',
    ],
    ['no brand', '/api/location/getLocationsAtLevelAndBrand?bussinessTypeCode=RETAIL&level=3', 'brand'],
    ['no business type', '/api/location/getLocationsAtLevelAndBrand?level=3&brand=ACME', 'bussinessTypeCode'],
    [
      'a malformed brand',
      '/api/location/getLocationsAtLevelAndBrand?bussinessTypeCode=RETAIL&level=3&brand=a%20b',
      'brand',
    ],
  ])('answers %s with a 400 naming the field', async (_case, path, field) => {
    const response = await server.request(path, { headers: learner });
    expect(response.status).toBe(400);
    expect(problemOf(response).code).toBe('validation_failed');
    expect(Object.keys(problemOf(response).errors ?? {})).toContain(field);
  });
});

describe('GET /api/location/:locationId', () => {
  it('answers one location', async () => {
    const id = await locationId('acme', 'STORE-12');
    const response = await server.request(`/api/location/${id}`, { headers: learner });
    expect(response.status).toBe(200);
    expect(response.json<TLocation>()).toMatchObject({
      locationId: id,
      code: 'STORE-12',
      level: 3,
      parentLocationId: await locationId('acme', 'CA-QC'),
      postalCode: 'H3B 1K1',
      status: 'ACTIVE',
    });
  });

  it("answers 404 for an unknown id and for another tenant's location", async () => {
    const unknown = await server.request('/api/location/999999', { headers: learner });
    expect(unknown.status).toBe(404);
    expect(problemOf(unknown).code).toBe('not_found');
    const borealId = await locationId('boreal', 'USINE-QUEBEC');
    const foreign = await server.request(`/api/location/${borealId}`, { headers: learner });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('Québec');
  });

  it.each(['abc', '0', '-1', '1.5', '0x10', '1e3', '007', '2147483648', '99999999999'])(
    'answers the id %s with a 400 naming locationId',
    async (id) => {
      const response = await server.request(`/api/location/${id}`, { headers: learner });
      expect(response.status).toBe(400);
      expect(Object.keys(problemOf(response).errors ?? {})).toEqual(['locationId']);
    },
  );
});

describe('access', () => {
  it.each([
    ['GET', '/api/location'],
    ['GET', '/api/location/GetLocationsAtLevel?level=1'],
    ['GET', '/api/location/getLocationsAtLevelAndBrand?bussinessTypeCode=RETAIL&level=3&brand=ACME'],
    ['GET', '/api/location/1'],
    ['POST', '/api/location'],
    ['PUT', '/api/location/1'],
    ['DELETE', '/api/location/1'],
  ])('%s %s answers 401 without a token and with a token of another tenant', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? await newStore() : undefined;
    const anonymous = await server.request(path, { method, body });
    expect(anonymous.status).toBe(401);
    const foreign = await server.request(path, { method, body, headers: borealAdmin });
    expect(foreign.status).toBe(401);
  });

  it('refuses every write to a user without USERADMIN_MANAGE_LOCATIONS (403), changing nothing', async () => {
    const before = await countLocations('acme');
    const storeId = await locationId('acme', 'STORE-14');
    const storeBefore = await locationRow('acme', 'STORE-14');
    const manager = await bearer(server.database, 'acme', 'acme-manager');
    for (const headers of [learner, manager]) {
      const create = await server.request('/api/location', { method: 'POST', body: await newStore(), headers });
      expect(create.status).toBe(403);
      const update = await server.request(`/api/location/${storeId}`, {
        method: 'PUT',
        body: await newStore({ code: 'STORE-14', nameEn: 'Renamed' }),
        headers,
      });
      expect(update.status).toBe(403);
      const remove = await server.request(`/api/location/${storeId}`, { method: 'DELETE', headers });
      expect(remove.status).toBe(403);
    }
    expect(await countLocations('acme')).toBe(before);
    expect(await locationRow('acme', 'STORE-14')).toEqual(storeBefore);
  });
});

describe('POST /api/location', () => {
  it('creates a location (201), trimmed, that reads back the same', async () => {
    const response = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ code: 'STORE-50', nameFr: undefined }),
      headers: admin,
    });
    expect(response.status).toBe(201);
    const created = response.json<TLocation>();
    expect(created).toMatchObject({
      code: 'STORE-50',
      nameEn: 'Store 77 – Sherbrooke',
      nameFr: 'Store 77 – Sherbrooke',
      level: 3,
      addressLine1: '4204 King St. W.',
      addressLine2: null,
      status: 'ACTIVE',
    });
    const read = await server.request(`/api/location/${created.locationId}`, { headers: learner });
    expect(read.json()).toEqual(created);
  });

  it.each([
    ['an empty body', {}, ['code', 'nameEn', 'locationTypeCode']],
    [
      'wrong types',
      { code: 12, nameEn: true, locationTypeCode: ['STORE'], parentLocationId: 'one' },
      ['code', 'nameEn'],
    ],
    ['an oversize name', { nameEn: 'n'.repeat(LocationValidation.maxNameLength + 1) }, ['nameEn']],
    ['an oversize city', { city: 'c'.repeat(LocationValidation.maxCityLength + 1) }, ['city']],
    ['a blank name', { nameEn: '   ' }, ['nameEn']],
    ['a malformed code', { code: 'store 77' }, ['code']],
    ['a lower-case country', { countryCode: 'ca' }, ['countryCode']],
    ['an unknown status', { status: 'CLOSED' }, ['status']],
    ['a parent id out of range', { parentLocationId: 2_147_483_648 }, ['parentLocationId']],
    ['an unknown property', { colour: 'red' }, ['body']],
  ])('answers %s with a 400 naming the fields, creating nothing', async (_case, overrides, fields) => {
    const before = await countLocations('acme');
    const body = _case === 'an empty body' ? {} : await newStore(overrides);
    const response = await server.request('/api/location', { method: 'POST', body, headers: admin });
    expect(response.status).toBe(400);
    expect(problemOf(response).code).toBe('validation_failed');
    expect(Object.keys(problemOf(response).errors ?? {})).toEqual(expect.arrayContaining(fields));
    expect(await countLocations('acme')).toBe(before);
  });

  it('answers a body that is not JSON, or no body, with a 400', async () => {
    const malformed = await server.request('/api/location', { method: 'POST', rawBody: '{"code":', headers: admin });
    expect(malformed.status).toBe(400);
    const empty = await server.request('/api/location', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });

  it("refuses references the tenant does not have, boreal's included (400 per field)", async () => {
    const before = await countLocations('acme');
    const response = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ locationTypeCode: 'ATELIER', businessTypeCode: 'MANUFACTURING', brandCode: 'BOREAL' }),
      headers: admin,
    });
    expect(response.status).toBe(400);
    expect(problemOf(response).errors).toMatchObject({
      locationTypeCode: [expect.any(String)],
      businessTypeCode: [expect.any(String)],
      brandCode: [expect.any(String)],
    });
    expect(await countLocations('acme')).toBe(before);
  });

  it("refuses a parent of another tenant, and a parent that is not above the location's level", async () => {
    const borealParent = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ parentLocationId: await locationId('boreal', 'USINE-QUEBEC') }),
      headers: admin,
    });
    expect(borealParent.status).toBe(400);
    expect(Object.keys(problemOf(borealParent).errors ?? {})).toEqual(['parentLocationId']);
    const sameLevel = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ parentLocationId: await locationId('acme', 'STORE-12') }),
      headers: admin,
    });
    expect(sameLevel.status).toBe(400);
    expect(Object.keys(problemOf(sameLevel).errors ?? {})).toEqual(['parentLocationId']);
  });

  it("refuses a level other than the type's, and a brand of another business type", async () => {
    const level = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ level: 2 }),
      headers: admin,
    });
    expect(level.status).toBe(400);
    expect(Object.keys(problemOf(level).errors ?? {})).toEqual(['level']);
    const brand = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ brandCode: 'ACME_LOGISTICS' }),
      headers: admin,
    });
    expect(brand.status).toBe(400);
    expect(Object.keys(problemOf(brand).errors ?? {})).toEqual(['brandCode']);
  });

  it('answers a code the tenant already uses with a 409, while boreal may use it', async () => {
    const taken = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ code: 'STORE-12' }),
      headers: admin,
    });
    expect(taken.status).toBe(409);
    expect(problemOf(taken)).toMatchObject({ code: 'conflict', errors: { code: [expect.any(String)] } });
    const boreal = await server.request('/api/location', {
      method: 'POST',
      host: 'boreal.localhost',
      body: {
        code: 'STORE-12',
        nameEn: 'Lévis workshop',
        locationTypeCode: 'ATELIER',
        businessTypeCode: 'MANUFACTURING',
        parentLocationId: await locationId('boreal', 'USINE-QUEBEC'),
      },
      headers: borealAdmin,
    });
    expect(boreal.status).toBe(201);
  });
});

describe('PUT /api/location/:locationId', () => {
  it("replaces a location's fields", async () => {
    const id = await locationId('acme', 'STORE-31');
    const response = await server.request(`/api/location/${id}`, {
      method: 'PUT',
      body: await newStore({
        code: 'STORE-31',
        nameEn: 'Store 31 – Toronto Queen West',
        parentLocationId: await locationId('acme', 'CA-ON'),
        status: 'INACTIVE',
        locationId: id,
      }),
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.json<TLocation>()).toMatchObject({
      locationId: id,
      nameEn: 'Store 31 – Toronto Queen West',
      status: 'INACTIVE',
      city: 'Sherbrooke',
    });
    const atLevel = await server.request('/api/location/GetLocationsAtLevel?level=3', { headers: learner });
    expect(atLevel.json<TLocation[]>().map((location) => location.code)).not.toContain('STORE-31');
  });

  it("answers 404 for boreal's location through acme, leaving it unchanged", async () => {
    const before = await locationRow('boreal', 'ATELIER-PEINTURE');
    const response = await server.request(`/api/location/${before?.id}`, {
      method: 'PUT',
      body: await newStore({ code: 'ATELIER-PEINTURE' }),
      headers: admin,
    });
    expect(response.status).toBe(404);
    expect(await locationRow('boreal', 'ATELIER-PEINTURE')).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await server.request('/api/location/888888', {
      method: 'PUT',
      body: await newStore(),
      headers: admin,
    });
    expect(unknown.status).toBe(404);
    const malformed = await server.request('/api/location/abc', {
      method: 'PUT',
      body: await newStore(),
      headers: admin,
    });
    expect(malformed.status).toBe(400);
  });

  it('refuses a body naming another location, and the location as its own parent (400)', async () => {
    const id = await locationId('acme', 'STORE-14');
    const before = await locationRow('acme', 'STORE-14');
    const other = await server.request(`/api/location/${id}`, {
      method: 'PUT',
      body: await newStore({ code: 'STORE-14', locationId: id + 1 }),
      headers: admin,
    });
    expect(other.status).toBe(400);
    expect(Object.keys(problemOf(other).errors ?? {})).toEqual(['locationId']);
    const regionId = await locationId('acme', 'CA-QC');
    const selfParent = await server.request(`/api/location/${regionId}`, {
      method: 'PUT',
      body: { code: 'CA-QC', nameEn: 'Quebec', locationTypeCode: 'REGION', parentLocationId: regionId },
      headers: admin,
    });
    expect(selfParent.status).toBe(400);
    expect(Object.keys(problemOf(selfParent).errors ?? {})).toEqual(['parentLocationId']);
    expect(await locationRow('acme', 'STORE-14')).toEqual(before);
  });

  it('answers 409 when the code is taken or the children would no longer sit below it', async () => {
    const storeId = await locationId('acme', 'STORE-14');
    const taken = await server.request(`/api/location/${storeId}`, {
      method: 'PUT',
      body: await newStore({ code: 'STORE-12' }),
      headers: admin,
    });
    expect(taken.status).toBe(409);
    const region = await locationRow('acme', 'CA-ON');
    const demoted = await server.request(`/api/location/${region?.id}`, {
      method: 'PUT',
      body: await newStore({
        code: 'CA-ON',
        nameEn: 'Ontario',
        locationTypeCode: 'OFFICE',
        businessTypeCode: null,
        brandCode: null,
      }),
      headers: admin,
    });
    expect(demoted.status).toBe(409);
    expect(problemOf(demoted).code).toBe('conflict');
    expect(await locationRow('acme', 'CA-ON')).toEqual(region);
  });

  it('answers 400 with field errors for a bad body, changing nothing', async () => {
    const before = await locationRow('acme', 'STORE-14');
    const response = await server.request(`/api/location/${before?.id}`, {
      method: 'PUT',
      body: { code: 'STORE-14', nameEn: 'x'.repeat(LocationValidation.maxNameLength + 1), locationTypeCode: 7 },
      headers: admin,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(problemOf(response).errors ?? {})).toEqual(
      expect.arrayContaining(['nameEn', 'locationTypeCode']),
    );
    expect(await locationRow('acme', 'STORE-14')).toEqual(before);
  });
});

describe('DELETE /api/location/:locationId', () => {
  it('deletes a location without children or users (204), then it is gone', async () => {
    const created = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ code: 'STORE-DEL' }),
      headers: admin,
    });
    const { locationId: id } = created.json<TLocation>();
    // The client sends Content-Type application/json on every call, DELETE without a body included.
    const response = await server.request(`/api/location/${id}`, {
      method: 'DELETE',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await server.request(`/api/location/${id}`, { headers: learner })).status).toBe(404);
    expect((await server.request(`/api/location/${id}`, { method: 'DELETE', headers: admin })).status).toBe(404);
  });

  it('answers 409 while child locations or users hang on the location, deleting nothing', async () => {
    const before = await countLocations('acme');
    const withChildren = await server.request(`/api/location/${await locationId('acme', 'CA-QC')}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(withChildren.status).toBe(409);
    expect(problemOf(withChildren).code).toBe('conflict');
    expect(problemOf(withChildren).errors).toEqual({ locationId: [LOCATION_HAS_CHILDREN] });
    const withUsers = await server.request(`/api/location/${await locationId('acme', 'STORE-12')}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(withUsers.status).toBe(409);
    expect(problemOf(withUsers).errors).toEqual({ locationId: [LOCATION_HAS_PEOPLE] });
    expect(await countLocations('acme')).toBe(before);
  });

  it("answers 404 for boreal's location through acme, and boreal keeps it", async () => {
    const borealId = await locationId('boreal', 'ATELIER-ASSEMBLAGE');
    const response = await server.request(`/api/location/${borealId}`, { method: 'DELETE', headers: admin });
    expect(response.status).toBe(404);
    expect(await locationRow('boreal', 'ATELIER-ASSEMBLAGE')).toBeDefined();
    const read = await server.request(`/api/location/${borealId}`, { host: 'boreal.localhost', headers: borealAdmin });
    expect(read.status).toBe(200);
  });
});

describe('the audit log of location writes', () => {
  async function auditRows() {
    return server.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('tenant_code', '=', 'acme')
      .where('area', '=', 'locations')
      .orderBy('id')
      .execute();
  }

  it('keeps one row per create, move and delete, with before and after; a refused write keeps none', async () => {
    const start = (await auditRows()).length;
    const created = await server.request('/api/location', {
      method: 'POST',
      body: await newStore({ code: 'STORE-AUDIT' }),
      headers: admin,
    });
    expect(created.status).toBe(201);
    const { locationId: id } = created.json<TLocation>();
    const moved = await server.request(`/api/location/${id}`, {
      method: 'PUT',
      body: await newStore({
        code: 'STORE-AUDIT',
        nameEn: 'Moved store',
        parentLocationId: await locationId('acme', 'CA-ON'),
      }),
      headers: admin,
    });
    expect(moved.status).toBe(200);
    const refused = await server.request(`/api/location/${await locationId('acme', 'CA-QC')}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(refused.status).toBe(409);
    expect((await server.request(`/api/location/${id}`, { method: 'DELETE', headers: admin })).status).toBe(204);

    const rows = (await auditRows()).slice(start);
    expect(rows.map((row) => [row.action, row.target_kind, row.target_id, row.actor_user_code])).toEqual([
      ['create', 'location', String(id), 'acme-admin'],
      ['update', 'location', String(id), 'acme-admin'],
      ['delete', 'location', String(id), 'acme-admin'],
    ]);
    const update = rows[1];
    expect(JSON.parse(update?.before_json ?? 'null')).toMatchObject({ nameEn: 'Store 77 – Sherbrooke' });
    expect(JSON.parse(update?.after_json ?? 'null')).toMatchObject({
      nameEn: 'Moved store',
      parentLocationId: await locationId('acme', 'CA-ON'),
    });
  });
});
