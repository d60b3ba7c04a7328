import {
  csvErrorsOf,
  SKILL_CSV_COLUMNS,
  SKILL_MESSAGES,
  type TAdminCompetency,
  type TProblem,
  type TSaveCompetencyRequest,
  type TScaleLevel,
  type TTag,
  type TTagChoice,
} from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { deleteResource } from '../resources/resources.repository.ts';
import { createTestResource } from '../resources/resource-test-fixtures.ts';
import { createCompetencyGate } from './competency-gate.ts';
import { disableModule, setCompetencyFlags } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * The competency framework's administration over HTTP on a real database: the scale, the two-level
 * framework, targets, tags, CSV both ways, and who may call what (module, flag, permission, tenant).
 */

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let nobody: Record<string, string>;
let borealAdmin: Record<string, string>;
let borealCompetencyId: number;
let acmeResourceId: number;
let acmePathId: number;
let borealResourceId: number;

const BASE = '/api/skills/admin';

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

let codeCounter = 0;
function uniqueCode(prefix: string): string {
  codeCounter += 1;
  return `${prefix}_${String(codeCounter)}`;
}

function competencyBody(overrides: Partial<TSaveCompetencyRequest> = {}): TSaveCompetencyRequest {
  return {
    code: uniqueCode('TEST'),
    name: { en: 'Negotiation', 'fr-CA': 'Négociation' },
    description: { en: 'Reaching agreements', 'fr-CA': 'Conclure des ententes' },
    altLabels: { en: 'bargaining\ndeal making', 'fr-CA': 'marchandage' },
    parentId: null,
    ...overrides,
  };
}

async function createCompetency(overrides: Partial<TSaveCompetencyRequest> = {}): Promise<TAdminCompetency> {
  const response = await server.request(`${BASE}/competencies`, {
    method: 'POST',
    headers: admin,
    body: competencyBody(overrides),
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminCompetency>(response);
}

async function listCompetencies(): Promise<TAdminCompetency[]> {
  const response = await server.request(`${BASE}/competencies`, { headers: admin });
  expect(response.status, response.text).toBe(200);
  return body<TAdminCompetency[]>(response);
}

// Browsers name the charset; scripts often do not.
async function importCsv(text: string, contentType = 'text/csv; charset=utf-8') {
  return server.request(`${BASE}/import`, {
    method: 'POST',
    headers: { ...admin, 'content-type': contentType },
    rawBody: text,
  });
}

async function exportCsv(): Promise<string> {
  const response = await server.request(`${BASE}/export`, { headers: admin });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.text;
}

// What a change of the tenant's settings through the portal does (the gate keeps the flags).
function setFlags(competenciesEnabled: boolean, competencyUserViewEnabled = true): Promise<void> {
  return setCompetencyFlags(server, 'acme', { enabled: competenciesEnabled, userView: competencyUserViewEnabled });
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // Boreal without Test and Trivia (the module gate), before any request reads its modules.
  await disableModule(server, 'boreal', 'ASSESSMENT');
  await db.insertInto('users').values(buildUserRow('acme', 'acme-nobody')).execute();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  nobody = await bearer(server.database, 'acme', 'acme-nobody');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  const borealCompetency = await db
    .insertInto('competencies')
    .values({
      tenant_code: 'boreal',
      code: 'BOREAL_ONLY',
      name_en: 'Welding',
      name_fr: 'Soudure',
      parent_id: null,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  borealCompetencyId = borealCompetency.id;
  // The test demo has no resource library (no media store): one resource per tenant, one acme path.
  acmeResourceId = (await createTestResource(server, 'acme')).resourceId;
  borealResourceId = (await createTestResource(server, 'boreal')).resourceId;
  const now = new Date().toISOString();
  const path = await db
    .insertInto('learning_paths')
    .values({
      tenant_code: 'acme',
      title_en: 'Floor leadership journey',
      title_fr: 'Parcours de leadership en magasin',
      description_en: null,
      description_fr: null,
      is_core: false,
      job_role_code: null,
      due_days: null,
      status: 'DRAFT',
      version: 1,
      published_at: null,
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  acmePathId = path.id;
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await setFlags(true);
});

describe('who may call the competency administration', () => {
  const routes = () => server.app.declaredRoutes.filter((route) => route.url.startsWith(BASE));
  const sample = (url: string) => url.replace(':id', '1').replace(':jobRoleCode', 'SALES_ASSOCIATE');

  it('declares every admin route with ASSESSMENT_ADMIN', () => {
    expect(routes().length).toBe(13);
    for (const route of routes()) {
      expect(route.access, `${route.method} ${route.url}`).toEqual({
        kind: 'permissions',
        permissions: ['ASSESSMENT_ADMIN'],
        mode: 'any',
      });
    }
  });

  it('answers 401 without a token and 403 to a learner or a user without permissions', async () => {
    for (const route of routes()) {
      const label = `${route.method} ${route.url}`;
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const options = { method: route.method, ...(hasBody ? { body: {} } : {}) };
      expect((await server.request(sample(route.url), options)).status, label).toBe(401);
      expect((await server.request(sample(route.url), { ...options, headers: learner })).status, label).toBe(403);
      expect((await server.request(sample(route.url), { ...options, headers: nobody })).status, label).toBe(403);
    }
  });

  it('answers 404 on every route when the tenant has competencies off, and opens again when on', async () => {
    await setFlags(false);
    for (const route of routes()) {
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const response = await server.request(sample(route.url), {
        method: route.method,
        headers: admin,
        ...(hasBody ? { body: {} } : {}),
      });
      expect(response.status, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    await setFlags(true);
    expect((await server.request(`${BASE}/scale`, { headers: admin })).status).toBe(200);
  });

  it('stays open to the admin when only the learner view is off', async () => {
    await setFlags(true, false);
    expect((await server.request(`${BASE}/competencies`, { headers: admin })).status).toBe(200);
  });

  it('answers 404 to a tenant without the ASSESSMENT module', async () => {
    const response = await server.request(`${BASE}/competencies`, { host: 'boreal.localhost', headers: borealAdmin });
    expect(response.status).toBe(404);
  });
});

describe('the proficiency scale', () => {
  it('answers the default five levels until the tenant saves its own', async () => {
    const response = await server.request(`${BASE}/scale`, { headers: admin });
    expect(response.status).toBe(200);
    const { levels } = body<{ levels: TScaleLevel[] }>(response);
    expect(levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levels[0]?.name).toEqual({ en: 'Novice', 'fr-CA': 'Débutant' });
  });

  it('refuses a scale of one level, eleven levels, or a level without a name', async () => {
    const level = (en: string) => ({ name: { en, 'fr-CA': '' }, description: { en: '', 'fr-CA': '' } });
    const tooShort = await server.request(`${BASE}/scale`, {
      method: 'PUT',
      headers: admin,
      body: { levels: [level('A')] },
    });
    expect(tooShort.status).toBe(400);
    expect(fieldsOf(tooShort).levels).toEqual([SKILL_MESSAGES.scaleTooShort]);
    const eleven = Array.from({ length: 11 }, (_, index) => level(`L${String(index)}`));
    const tooLong = await server.request(`${BASE}/scale`, { method: 'PUT', headers: admin, body: { levels: eleven } });
    expect(fieldsOf(tooLong).levels).toEqual([SKILL_MESSAGES.scaleTooLong]);
    const unnamed = await server.request(`${BASE}/scale`, {
      method: 'PUT',
      headers: admin,
      body: { levels: [level('A'), level('')] },
    });
    expect(fieldsOf(unnamed)['levels.1.name.en']).toEqual([SKILL_MESSAGES.nameRequired]);
  });

  it('replaces the scale and brings targets and tags above the new top level down to it', async () => {
    const competency = await createCompetency();
    const targets = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: competency.id, targetLevel: 5 }] },
    });
    expect(targets.status, targets.text).toBe(200);
    const tagged = await server.request(`${BASE}/competencies/${String(competency.id)}/tags`, {
      method: 'PUT',
      headers: admin,
      body: { tags: [{ objectKind: 'RESOURCE', objectId: acmeResourceId, level: 4 }] },
    });
    expect(tagged.status, tagged.text).toBe(200);

    const three = ['Starter', 'Solid', 'Strong'].map((en) => ({
      name: { en, 'fr-CA': `${en} (fr)` },
      description: { en: `${en} level`, 'fr-CA': '' },
    }));
    const saved = await server.request(`${BASE}/scale`, { method: 'PUT', headers: admin, body: { levels: three } });
    expect(saved.status, saved.text).toBe(200);
    expect(body<{ levels: TScaleLevel[] }>(saved).levels.map((level) => [level.level, level.name.en])).toEqual([
      [1, 'Starter'],
      [2, 'Solid'],
      [3, 'Strong'],
    ]);
    const read = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, { headers: admin });
    expect(body<{ targets: { competencyId: number; targetLevel: number }[] }>(read).targets).toContainEqual({
      competencyId: competency.id,
      targetLevel: 3,
    });
    const tags = await server.request(`${BASE}/competencies/${String(competency.id)}/tags`, { headers: admin });
    expect(body<TTag[]>(tags)[0]?.level).toBe(3);

    // A target above the three levels is refused now.
    const tooHigh = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: competency.id, targetLevel: 4 }] },
    });
    expect(fieldsOf(tooHigh)['targets.0.targetLevel']).toEqual([SKILL_MESSAGES.levelInvalid]);

    // Back to five levels for the other tests.
    const five = Array.from({ length: 5 }, (_, index) => ({
      name: { en: `Level ${String(index + 1)}`, 'fr-CA': `Niveau ${String(index + 1)}` },
      description: { en: '', 'fr-CA': '' },
    }));
    expect(
      (await server.request(`${BASE}/scale`, { method: 'PUT', headers: admin, body: { levels: five } })).status,
    ).toBe(200);
  });
});

describe('the framework', () => {
  it('creates a parent and a child, and lists parents before their children', async () => {
    const parent = await createCompetency({ position: 99 });
    expect(parent).toMatchObject({
      name: { en: 'Negotiation', 'fr-CA': 'Négociation' },
      altLabels: { en: 'bargaining\ndeal making', 'fr-CA': 'marchandage' },
      parentId: null,
      tagCount: 0,
    });
    const child = await createCompetency({ parentId: parent.id, name: { en: 'Closing', 'fr-CA': 'Conclusion' } });
    expect(child.parentId).toBe(parent.id);
    const list = await listCompetencies();
    const parentIndex = list.findIndex((row) => row.id === parent.id);
    expect(list[parentIndex + 1]?.id).toBe(child.id);
    for (const [index, row] of list.entries()) {
      if (row.parentId !== null) {
        expect(list.findIndex((candidate) => candidate.id === row.parentId)).toBeLessThan(index);
      }
    }
  });

  it('refuses bad input with field errors', async () => {
    const post = (payload: unknown) =>
      server.request(`${BASE}/competencies`, { method: 'POST', headers: admin, body: payload });
    const badCode = await post(competencyBody({ code: 'has space' }));
    expect(badCode.status).toBe(400);
    expect(fieldsOf(badCode).code).toEqual([SKILL_MESSAGES.codeInvalid]);
    const noName = await post(competencyBody({ name: { en: '', 'fr-CA': ' ' } }));
    expect(fieldsOf(noName)['name.en']).toEqual([SKILL_MESSAGES.nameRequired]);
    const extra = await post({ ...competencyBody(), colour: 'red' });
    expect(extra.status).toBe(400);
    const existing = await createCompetency();
    const duplicate = await post(competencyBody({ code: existing.code }));
    expect(fieldsOf(duplicate).code).toEqual([SKILL_MESSAGES.codeDuplicate]);
    const unknownParent = await post(competencyBody({ parentId: 999_999 }));
    expect(fieldsOf(unknownParent).parentId).toEqual([SKILL_MESSAGES.parentUnknown]);
    const foreignParent = await post(competencyBody({ parentId: borealCompetencyId }));
    expect(fieldsOf(foreignParent).parentId).toEqual([SKILL_MESSAGES.parentUnknown]);
  });

  it('keeps two levels: no grandchildren, and a parent with children stays a parent', async () => {
    const parent = await createCompetency();
    const child = await createCompetency({ parentId: parent.id });
    const grandchild = await server.request(`${BASE}/competencies`, {
      method: 'POST',
      headers: admin,
      body: competencyBody({ parentId: child.id }),
    });
    expect(fieldsOf(grandchild).parentId).toEqual([SKILL_MESSAGES.parentNested]);
    const other = await createCompetency();
    const demoted = await server.request(`${BASE}/competencies/${String(parent.id)}`, {
      method: 'PUT',
      headers: admin,
      body: competencyBody({ code: parent.code, parentId: other.id }),
    });
    expect(fieldsOf(demoted).parentId).toEqual([SKILL_MESSAGES.parentNested]);
    const ownParent = await server.request(`${BASE}/competencies/${String(other.id)}`, {
      method: 'PUT',
      headers: admin,
      body: competencyBody({ code: other.code, parentId: other.id }),
    });
    expect(fieldsOf(ownParent).parentId).toEqual([SKILL_MESSAGES.parentNested]);
  });

  it('updates a competency, moving a child under another parent', async () => {
    const first = await createCompetency();
    const second = await createCompetency();
    const child = await createCompetency({ parentId: first.id });
    const response = await server.request(`${BASE}/competencies/${String(child.id)}`, {
      method: 'PUT',
      headers: admin,
      body: competencyBody({
        code: `${child.code}_RENAMED`,
        parentId: second.id,
        name: { en: 'Renamed', 'fr-CA': '' },
      }),
    });
    expect(response.status, response.text).toBe(200);
    expect(body<TAdminCompetency>(response)).toMatchObject({
      code: `${child.code}_RENAMED`,
      parentId: second.id,
      name: { en: 'Renamed', 'fr-CA': '' },
    });
  });

  it('refuses to delete a parent with children, deletes a child with its targets and tags', async () => {
    const parent = await createCompetency();
    const child = await createCompetency({ parentId: parent.id });
    await server.request(`${BASE}/targets/STORE_MANAGER`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: child.id, targetLevel: 2 }] },
    });
    const refused = await server.request(`${BASE}/competencies/${String(parent.id)}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused).id).toEqual([SKILL_MESSAGES.competencyHasChildren]);

    const deleted = await server.request(`${BASE}/competencies/${String(child.id)}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(body<number>(deleted)).toBe(child.id);
    const targets = await server.request(`${BASE}/targets/STORE_MANAGER`, { headers: admin });
    expect(body<{ targets: { competencyId: number }[] }>(targets).targets.map((t) => t.competencyId)).not.toContain(
      child.id,
    );
    expect(
      (await server.request(`${BASE}/competencies/${String(parent.id)}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(200);
  });

  it("answers 404 for another tenant's competency on read, update and delete, and leaves it alone", async () => {
    const id = String(borealCompetencyId);
    const update = await server.request(`${BASE}/competencies/${id}`, {
      method: 'PUT',
      headers: admin,
      body: competencyBody(),
    });
    expect(update.status).toBe(404);
    expect((await server.request(`${BASE}/competencies/${id}`, { method: 'DELETE', headers: admin })).status).toBe(404);
    expect((await server.request(`${BASE}/competencies/${id}/tags`, { headers: admin })).status).toBe(404);
    const tags = await server.request(`${BASE}/competencies/${id}/tags`, {
      method: 'PUT',
      headers: admin,
      body: { tags: [] },
    });
    expect(tags.status).toBe(404);
    expect((await listCompetencies()).map((row) => row.id)).not.toContain(borealCompetencyId);
    const row = await server.database.db
      .selectFrom('competencies')
      .select('name_en')
      .where('id', '=', borealCompetencyId)
      .executeTakeFirst();
    expect(row?.name_en).toBe('Welding');
  });

  it('answers 400 to bad query, path and body input on the other calls', async () => {
    const locale = await server.request(`${BASE}/competencies?locale=xx`, { headers: admin });
    expect(locale.status).toBe(400);
    expect(Object.keys(fieldsOf(locale))).toEqual(['locale']);
    const role = await server.request(`${BASE}/targets/${'R'.repeat(65)}`, { headers: admin });
    expect(role.status).toBe(400);
    const extra = await server.request(`${BASE}/scale`, {
      method: 'PUT',
      headers: admin,
      body: { levels: [], colour: 1 },
    });
    expect(extra.status).toBe(400);
    const noTags = await server.request(`${BASE}/competencies/1/tags`, { method: 'PUT', headers: admin, body: {} });
    expect(Object.keys(fieldsOf(noTags))).toEqual(['tags']);
    const noTargets = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: { targets: 'all' },
    });
    expect(Object.keys(fieldsOf(noTargets))).toEqual(['targets']);
    const json = await server.request(`${BASE}/import`, { method: 'POST', headers: admin, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await server.request(`${BASE}/competencies/abc`, { method: 'DELETE', headers: admin });
    expect(response.status).toBe(400);
  });
});

describe('targets per job role', () => {
  it('replaces the targets of a job role and reads them back', async () => {
    const [one, two] = [await createCompetency(), await createCompetency()];
    const put = await server.request(`${BASE}/targets/WAREHOUSE_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: {
        targets: [
          { competencyId: one.id, targetLevel: 2 },
          { competencyId: two.id, targetLevel: 4 },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    const again = await server.request(`${BASE}/targets/WAREHOUSE_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: two.id, targetLevel: 3 }] },
    });
    expect(body<{ jobRoleCode: string; targets: unknown[] }>(again)).toEqual({
      jobRoleCode: 'WAREHOUSE_ASSOCIATE',
      targets: [{ competencyId: two.id, targetLevel: 3 }],
    });
  });

  it("answers 404 for a job role the tenant does not have (another tenant's included)", async () => {
    expect((await server.request(`${BASE}/targets/NO_SUCH_ROLE`, { headers: admin })).status).toBe(404);
    const put = await server.request(`${BASE}/targets/TECHNICIEN`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [] },
    });
    expect(put.status).toBe(404);
  });

  it('refuses unknown or foreign competencies, duplicates and levels outside the scale', async () => {
    const competency = await createCompetency();
    const response = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: {
        targets: [
          { competencyId: borealCompetencyId, targetLevel: 2 },
          { competencyId: competency.id, targetLevel: 6 },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'targets.0.competencyId': [SKILL_MESSAGES.competencyUnknown],
      'targets.1.targetLevel': [SKILL_MESSAGES.levelInvalid],
    });
    const duplicate = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: {
        targets: [
          { competencyId: competency.id, targetLevel: 2 },
          { competencyId: competency.id, targetLevel: 3 },
        ],
      },
    });
    expect(fieldsOf(duplicate)['targets.1.competencyId']).toEqual([SKILL_MESSAGES.targetDuplicate]);
    const zero = await server.request(`${BASE}/targets/SALES_ASSOCIATE`, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: competency.id, targetLevel: 0 }] },
    });
    expect(fieldsOf(zero)['targets.0.targetLevel']).toEqual([SKILL_MESSAGES.levelInvalid]);
  });
});

describe('tags', () => {
  it('tags a resource and a path, titled in the asked locale, and counts them on the competency', async () => {
    const competency = await createCompetency();
    const url = `${BASE}/competencies/${String(competency.id)}/tags`;
    const put = await server.request(`${url}?locale=fr-CA`, {
      method: 'PUT',
      headers: admin,
      body: {
        tags: [
          { objectKind: 'RESOURCE', objectId: acmeResourceId, level: 2 },
          { objectKind: 'PATH', objectId: acmePathId, level: 3 },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    const resource = await server.database.db
      .selectFrom('resources')
      .select(['title_en', 'title_fr'])
      .where('id', '=', acmeResourceId)
      .executeTakeFirstOrThrow();
    const tags = body<TTag[]>(await server.request(`${url}?locale=fr-CA`, { headers: admin }));
    expect(tags).toHaveLength(2);
    expect(tags.find((tag) => tag.objectKind === 'RESOURCE')).toEqual({
      objectKind: 'RESOURCE',
      objectId: acmeResourceId,
      title: resource.title_fr ?? resource.title_en,
      level: 2,
    });
    const english = body<TTag[]>(await server.request(`${url}?locale=en`, { headers: admin }));
    expect(english.find((tag) => tag.objectKind === 'RESOURCE')?.title).toBe(resource.title_en ?? resource.title_fr);
    const listed = (await listCompetencies()).find((row) => row.id === competency.id);
    expect(listed?.tagCount).toBe(2);
  });

  it('counts only the tags it shows: a tag of a deleted resource is neither listed nor counted', async () => {
    const competency = await createCompetency();
    const doomed = (await createTestResource(server, 'acme')).resourceId;
    const url = `${BASE}/competencies/${String(competency.id)}/tags`;
    const put = await server.request(url, {
      method: 'PUT',
      headers: admin,
      body: {
        tags: [
          { objectKind: 'RESOURCE', objectId: doomed, level: 2 },
          { objectKind: 'PATH', objectId: acmePathId, level: 3 },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    expect((await listCompetencies()).find((row) => row.id === competency.id)?.tagCount).toBe(2);
    // The resource goes (its tag row stays: no foreign key across modules).
    expect(await deleteResource(server.database.db, 'acme', doomed)).toBe(true);
    const tags = body<TTag[]>(await server.request(url, { headers: admin }));
    expect(tags.map((tag) => tag.objectKind)).toEqual(['PATH']);
    expect((await listCompetencies()).find((row) => row.id === competency.id)?.tagCount).toBe(1);
  });

  it("refuses another tenant's resource, a missing path, duplicates and levels outside the scale", async () => {
    const competency = await createCompetency();
    const response = await server.request(`${BASE}/competencies/${String(competency.id)}/tags`, {
      method: 'PUT',
      headers: admin,
      body: {
        tags: [
          { objectKind: 'RESOURCE', objectId: borealResourceId, level: 2 },
          { objectKind: 'PATH', objectId: 999_999, level: 2 },
          { objectKind: 'RESOURCE', objectId: acmeResourceId, level: 9 },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'tags.0.objectId': [SKILL_MESSAGES.tagTargetUnknown],
      'tags.1.objectId': [SKILL_MESSAGES.tagTargetUnknown],
      'tags.2.level': [SKILL_MESSAGES.levelInvalid],
    });
    const duplicate = await server.request(`${BASE}/competencies/${String(competency.id)}/tags`, {
      method: 'PUT',
      headers: admin,
      body: {
        tags: [
          { objectKind: 'RESOURCE', objectId: acmeResourceId, level: 2 },
          { objectKind: 'RESOURCE', objectId: acmeResourceId, level: 3 },
        ],
      },
    });
    expect(fieldsOf(duplicate)['tags.1.objectId']).toEqual([SKILL_MESSAGES.tagDuplicate]);
    const kind = await server.request(`${BASE}/competencies/${String(competency.id)}/tags`, {
      method: 'PUT',
      headers: admin,
      body: { tags: [{ objectKind: 'EVENT', objectId: acmeResourceId, level: 2 }] },
    });
    expect(kind.status).toBe(400);
    expect(Object.keys(fieldsOf(kind))).toEqual(['tags.0.objectKind']);
    const stored = await server.database.db
      .selectFrom('competency_tags')
      .select('object_id')
      .where('competency_id', '=', competency.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('offers resources and paths of the tenant only, searched by title', async () => {
    const all = body<TTagChoice[]>(await server.request(`${BASE}/tagChoices`, { headers: admin }));
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(50);
    expect(all.some((choice) => choice.objectKind === 'PATH' && choice.objectId === acmePathId)).toBe(true);
    expect(all.some((choice) => choice.objectKind === 'RESOURCE' && choice.objectId === borealResourceId)).toBe(false);
    const path = await server.database.db
      .selectFrom('learning_paths')
      .select('title_en')
      .where('id', '=', acmePathId)
      .executeTakeFirstOrThrow();
    const word = path.title_en.split(' ')[0] ?? '';
    const searched = body<TTagChoice[]>(
      await server.request(`${BASE}/tagChoices?searchText=${encodeURIComponent(word.toUpperCase())}`, {
        headers: admin,
      }),
    );
    expect(searched.some((choice) => choice.objectKind === 'PATH' && choice.objectId === acmePathId)).toBe(true);
    const none = body<TTagChoice[]>(
      await server.request(`${BASE}/tagChoices?searchText=zzqqxx-nothing`, { headers: admin }),
    );
    expect(none).toEqual([]);
    const tooLong = await server.request(`${BASE}/tagChoices?searchText=${'a'.repeat(201)}`, { headers: admin });
    expect(tooLong.status).toBe(400);
  });
});

describe('CSV export and import', () => {
  it('exports the framework in ESCO columns, parents before children, alternative labels in one cell', async () => {
    const parent = await createCompetency({ code: uniqueCode('CSV_PARENT') });
    const child = await createCompetency({ code: uniqueCode('CSV_CHILD'), parentId: parent.id });
    const records = parse<Record<string, string>>(await exportCsv(), { columns: true });
    expect(Object.keys(records[0] ?? {})).toEqual([...SKILL_CSV_COLUMNS]);
    const parentIndex = records.findIndex((record) => record.conceptUri === parent.code);
    const childRecord = records.find((record) => record.conceptUri === child.code);
    expect(records.findIndex((record) => record.conceptUri === child.code)).toBeGreaterThan(parentIndex);
    expect(childRecord).toEqual({
      conceptUri: child.code,
      preferredLabel: 'Negotiation',
      'preferredLabel@fr': 'Négociation',
      altLabels: 'bargaining\ndeal making',
      'altLabels@fr': 'marchandage',
      description: 'Reaching agreements',
      'description@fr': 'Conclure des ententes',
      broaderConceptUri: parent.code,
    });
  });

  it('round-trips: importing the export changes nothing', async () => {
    const before = await listCompetencies();
    const file = await exportCsv();
    const response = await importCsv(file);
    expect(response.status, response.text).toBe(200);
    expect(body<{ created: number; updated: number }>(response)).toEqual({ created: 0, updated: before.length });
    expect(await listCompetencies()).toEqual(before);
    expect(await exportCsv()).toBe(file);
  });

  it('creates new competencies and updates known ones, matched by code, with CRLF lines and a BOM', async () => {
    const known = await createCompetency({ code: uniqueCode('KNOWN') });
    const parentCode = uniqueCode('NEW_PARENT');
    const childCode = uniqueCode('NEW_CHILD');
    const file = [
      '\uFEFFconceptUri,preferredLabel,preferredLabel@fr,altLabels,description,broaderConceptUri,skillType',
      // A narrower skill before its broader one: the import orders them.
      `${childCode},Pricing,Tarification,"price setting\r\nquotes",How to price,${parentCode},skill/competence`,
      `${parentCode},Commerce,Commerce,,,,skill/competence`,
      `${known.code},Negotiation (new),,,,${parentCode},skill/competence`,
    ].join('\r\n');
    const response = await importCsv(file, 'text/csv');
    expect(response.status, response.text).toBe(200);
    expect(body<{ created: number; updated: number }>(response)).toEqual({ created: 2, updated: 1 });
    const list = await listCompetencies();
    const parent = list.find((row) => row.code === parentCode);
    const child = list.find((row) => row.code === childCode);
    expect(child).toMatchObject({
      name: { en: 'Pricing', 'fr-CA': 'Tarification' },
      altLabels: { en: 'price setting\r\nquotes', 'fr-CA': '' },
      description: { en: 'How to price', 'fr-CA': '' },
      parentId: parent?.id,
    });
    expect(list.find((row) => row.id === known.id)).toMatchObject({
      name: { en: 'Negotiation (new)', 'fr-CA': '' },
      parentId: parent?.id,
    });
  });

  it('refuses a bad file with line-numbered errors and imports nothing of it', async () => {
    const parent = await createCompetency({ code: uniqueCode('HAS_CHILD') });
    await createCompetency({ parentId: parent.id });
    const before = await listCompetencies();
    const fresh = uniqueCode('FRESH');
    const file = [
      'conceptUri,preferredLabel,preferredLabel@fr,broaderConceptUri',
      `${fresh},Fine line,,`,
      'bad code,Spaces are not allowed,,',
      `${uniqueCode('NONAME')},,,`,
      `${uniqueCode('ORPHAN')},Orphan,,NOT_IN_FILE_OR_FRAMEWORK`,
      `${fresh},Duplicate,,`,
    ].join('\n');
    const response = await importCsv(file);
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().code).toBe('validation_failed');
    // Line-by-line errors first; the broader skills are checked once every line reads well.
    expect(csvErrorsOf(fieldsOf(response))).toEqual([
      { line: 3, column: 'conceptUri', message: SKILL_MESSAGES.codeInvalid },
      { line: 4, column: 'preferredLabel', message: SKILL_MESSAGES.nameRequired },
      { line: 6, column: 'conceptUri', message: SKILL_MESSAGES.codeDuplicate },
    ]);
    expect(await listCompetencies()).toEqual(before);

    const broader = await importCsv(
      [
        'conceptUri,preferredLabel,broaderConceptUri',
        `${uniqueCode('ORPHAN')},Orphan,NOT_IN_FILE_OR_FRAMEWORK`,
        `${uniqueCode('NESTED')},Under a child,${before.find((row) => row.parentId === parent.id)?.code ?? ''}`,
        `${parent.code},Parent becoming a child,${fresh}`,
        `${fresh},Fine line,`,
      ].join('\n'),
    );
    expect(csvErrorsOf(fieldsOf(broader))).toEqual([
      { line: 2, column: 'broaderConceptUri', message: SKILL_MESSAGES.csvBroaderUnknown },
      { line: 3, column: 'broaderConceptUri', message: SKILL_MESSAGES.parentNested },
      { line: 4, column: 'broaderConceptUri', message: SKILL_MESSAGES.parentNested },
    ]);
    expect(await listCompetencies()).toEqual(before);
  });

  it('refuses an empty file, a file without the columns, broken quotes and a file too large', async () => {
    expect(fieldsOf(await importCsv('  \n'))).toEqual({ file: [SKILL_MESSAGES.csvEmpty] });
    expect(fieldsOf(await importCsv('conceptUri,preferredLabel\n'))).toEqual({ file: [SKILL_MESSAGES.csvEmpty] });
    expect(fieldsOf(await importCsv('code,name\nA,B\n'))).toEqual({ 'line.1': [SKILL_MESSAGES.csvHeader] });
    expect(fieldsOf(await importCsv('conceptUri,preferredLabel\nA,B\nC,"D"x\n'))).toEqual({
      'line.3': [SKILL_MESSAGES.csvMalformed],
    });
    const big = `conceptUri,preferredLabel\n${'A,B\n'.repeat(600_000)}`;
    const tooLarge = await importCsv(big);
    expect(tooLarge.status).toBe(400);
    expect(fieldsOf(tooLarge)).toEqual({ file: [SKILL_MESSAGES.csvTooLarge] });
  });

  it('stops at 50 errors', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => `bad code ${String(index)},Name`);
    const response = await importCsv(['conceptUri,preferredLabel', ...lines].join('\n'));
    expect(Object.keys(fieldsOf(response))).toHaveLength(50);
  });
});

describe('the competency gate other skill routes use', () => {
  it('lets the learner views through only with competencyUserViewEnabled too', async () => {
    const db = server.database.db;
    // A gate of its own: each test below reads the flags afresh, as a new process would.
    const freshGate = () => createCompetencyGate(db);
    await expect(freshGate().assertEnabled('acme')).resolves.toBeUndefined();
    await expect(freshGate().assertEnabled('acme', { isUserView: true })).resolves.toBeUndefined();
    await setFlags(true, false);
    await expect(freshGate().assertEnabled('acme')).resolves.toBeUndefined();
    await expect(freshGate().assertEnabled('acme', { isUserView: true })).rejects.toMatchObject({
      code: 'not_found',
    });
    await setFlags(false, true);
    await expect(freshGate().assertEnabled('acme', { isUserView: true })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(freshGate().assertEnabled('no-such-tenant')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('keeps the flags it read until told they changed', async () => {
    const gate = createCompetencyGate(server.database.db);
    await setFlags(true);
    await expect(gate.assertEnabled('acme')).resolves.toBeUndefined();
    await server.database.db
      .updateTable('tenant_metadata')
      .set({ competencies_enabled: false })
      .where('tenant_code', '=', 'acme')
      .execute();
    await expect(gate.assertEnabled('acme')).resolves.toBeUndefined();
    gate.forget('acme');
    await expect(gate.assertEnabled('acme')).rejects.toMatchObject({ code: 'not_found' });
    await setFlags(true);
  });
});

describe('writes are one transaction', () => {
  it('keeps the old scale when the new levels cannot be stored', async () => {
    const before = body<{ levels: TScaleLevel[] }>(await server.request(`${BASE}/scale`, { headers: admin }));
    const failure = await failInsertsInto(server.database, 'proficiency_levels');
    try {
      const levels = ['A', 'B'].map((en) => ({ name: { en, 'fr-CA': en }, description: { en: '', 'fr-CA': '' } }));
      const response = await server.request(`${BASE}/scale`, { method: 'PUT', headers: admin, body: { levels } });
      expect(response.status).toBe(500);
      expect(response.text).not.toContain('injected');
    } finally {
      await failure.undo();
    }
    expect(body<{ levels: TScaleLevel[] }>(await server.request(`${BASE}/scale`, { headers: admin }))).toEqual(before);
  });

  it('keeps the old targets when the new ones cannot be stored', async () => {
    const competency = await createCompetency();
    const url = `${BASE}/targets/LEARNING_ADMIN`;
    await server.request(url, {
      method: 'PUT',
      headers: admin,
      body: { targets: [{ competencyId: competency.id, targetLevel: 2 }] },
    });
    const before = body<unknown>(await server.request(url, { headers: admin }));
    const failure = await failInsertsInto(server.database, 'competency_targets');
    try {
      const response = await server.request(url, {
        method: 'PUT',
        headers: admin,
        body: { targets: [{ competencyId: competency.id, targetLevel: 4 }] },
      });
      expect(response.status).toBe(500);
    } finally {
      await failure.undo();
    }
    expect(body<unknown>(await server.request(url, { headers: admin }))).toEqual(before);
  });

  it('imports nothing, updates included, when a new competency cannot be stored', async () => {
    const known = await createCompetency();
    const before = await listCompetencies();
    const failure = await failInsertsInto(server.database, 'competencies');
    try {
      const response = await importCsv(
        ['conceptUri,preferredLabel', `${known.code},Renamed by the file`, `${uniqueCode('NEW')},New one`].join('\n'),
      );
      expect(response.status).toBe(500);
    } finally {
      await failure.undo();
    }
    expect(await listCompetencies()).toEqual(before);
  });
});
