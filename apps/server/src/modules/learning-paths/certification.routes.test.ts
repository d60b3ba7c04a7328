import type { TCertificationSearchRequest, TCertificationSearchResponse, TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';
import { createLearningPathsService } from './learning-paths.service.ts';

let server: TTestServer;
let admin: Record<string, string>;
let boss: Record<string, string>;
let report: Record<string, string>;
let store: { id: number; code: string };

// Fresh people: the boss's four direct reports, one person nobody manages, and a boreal namesake.
const BOSS = 'cert-boss';
const CERTIFIED = 'cert-done';
const HALFWAY = 'cert-half';
const WITHOUT_PATH = 'cert-none';
const NOTHING_REQUIRED = 'cert-elective';
const OUTSIDER = 'cert-outsider';

const pathActor: TActor = {
  tenantCode: 'acme',
  userCode: 'acme-admin',
  userId: 0,
  defaultLocale: 'en',
  permissions: ['LEARNINGPATH_ADMIN'],
};

function search(headers: Record<string, string>, request: TCertificationSearchRequest = {}, host = 'acme.localhost') {
  return server.request('/api/corepath/certifications', { method: 'POST', headers, host, body: request });
}

async function people(headers: Record<string, string>, request: TCertificationSearchRequest = {}) {
  const response = await search(headers, request);
  expect(response.status, response.text).toBe(200);
  return response.json<TCertificationSearchResponse>();
}

const codesOf = (answer: TCertificationSearchResponse) => answer.result.map((person) => person.userCode);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  store = await db
    .selectFrom('locations')
    .select(['id', 'code'])
    .where('tenant_code', '=', 'acme')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values([
      buildUserRow('acme', BOSS, { first_name: 'Bea', last_name: 'Boss' }),
      buildUserRow('acme', CERTIFIED, {
        first_name: 'Cora',
        last_name: 'Adams',
        manager_user_code: BOSS,
        location_id: store.id,
        job_role_code: 'SALES_ASSOCIATE',
      }),
      buildUserRow('acme', HALFWAY, {
        first_name: 'Hal',
        last_name: 'Baker',
        manager_user_code: BOSS,
        job_role_code: 'SALES_ASSOCIATE',
      }),
      buildUserRow('acme', WITHOUT_PATH, { first_name: 'Nina', last_name: 'Carter', manager_user_code: BOSS }),
      buildUserRow('acme', NOTHING_REQUIRED, { first_name: 'Eli', last_name: 'Dunn', manager_user_code: BOSS }),
      buildUserRow('acme', OUTSIDER, { first_name: 'Otto', last_name: 'Evans' }),
      buildUserRow('boreal', CERTIFIED, { first_name: 'Cora', last_name: 'Adams' }),
    ])
    .execute();
  const resources: number[] = [];
  for (const title of ['Cert one', 'Cert two', 'Cert elective']) {
    resources.push(
      (await createTestResource(server, 'acme', webinarBody({ texts: { en: { title, description: null } } })))
        .resourceId,
    );
  }
  const [first = 0, second = 0, elective = 0] = resources;
  const paths = createLearningPathsService(db, { record: createLearningRecordService() });
  const pathOf = async (titleEn: string, items: { objectId: number; isRequired: boolean }[]) =>
    (
      await paths.createPath(
        pathActor,
        {
          titleEn,
          titleFr: `${titleEn} (fr)`,
          descriptionEn: null,
          descriptionFr: null,
          isCore: false,
          jobRoleCode: null,
          dueDays: null,
          levels: [
            {
              titleEn: 'One',
              titleFr: 'Un',
              modules: [
                {
                  titleEn: 'M',
                  titleFr: 'M',
                  items: items.map((item) => ({ kind: 'RESOURCE' as const, dueDays: null, ...item })),
                },
              ],
            },
          ],
        },
        'en',
      )
    ).pathId;
  const twoRequired = await pathOf('Certified associate', [
    { objectId: first, isRequired: true },
    { objectId: second, isRequired: true },
    { objectId: elective, isRequired: false },
  ]);
  const electiveOnly = await pathOf('Electives only', [{ objectId: elective, isRequired: false }]);
  const now = new Date().toISOString();
  await db
    .insertInto('user_learning_paths')
    .values(
      [
        [CERTIFIED, twoRequired],
        [HALFWAY, twoRequired],
        [NOTHING_REQUIRED, electiveOnly],
        [OUTSIDER, twoRequired],
      ].map(([userCode, pathId]) => ({
        tenant_code: 'acme',
        user_code: String(userCode),
        path_id: Number(pathId),
        assigned_at: now,
        acknowledged_version: 1,
      })),
    )
    .execute();
  const record = createLearningRecordService();
  const completed = (userCode: string, objectId: number, key: string) => ({
    actorUserCode: userCode,
    verb: 'completed' as const,
    objectKind: 'RESOURCE' as const,
    objectId: String(objectId),
    idempotencyKey: `cert-test:${userCode}:${objectId}:${key}`,
  });
  await record.record(db, 'acme', [
    completed(CERTIFIED, first, 'a'),
    completed(CERTIFIED, second, 'a'),
    // A second statement of the same completion counts once.
    completed(HALFWAY, first, 'a'),
    completed(HALFWAY, first, 'b'),
    // The elective does not count towards certification.
    completed(HALFWAY, elective, 'a'),
    completed(NOTHING_REQUIRED, elective, 'a'),
  ]);
  admin = await bearer(server.database, 'acme', 'acme-admin');
  boss = await bearer(server.database, 'acme', BOSS);
  report = await bearer(server.database, 'acme', HALFWAY);
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/corepath/certifications', () => {
  it("tells a manager each direct report's core-path certification, by last name", async () => {
    const answer = await people(boss);
    expect(answer.totalRecords).toBe(4);
    expect(answer.result).toEqual([
      expect.objectContaining({
        userCode: CERTIFIED,
        corePath: expect.objectContaining({ title: 'Certified associate' }),
        locationName: expect.any(String),
        requiredCount: 2,
        completedCount: 2,
        score: 100,
        status: 'certified',
      }),
      expect.objectContaining({
        userCode: HALFWAY,
        requiredCount: 2,
        completedCount: 1,
        score: 50,
        status: 'notCertified',
      }),
      expect.objectContaining({ userCode: WITHOUT_PATH, corePath: null, score: null, status: 'noCorePath' }),
      expect.objectContaining({
        userCode: NOTHING_REQUIRED,
        requiredCount: 0,
        score: null,
        status: 'noP2PRequirements',
      }),
    ]);
  });

  it('filters by status and by score ranges (any of them)', async () => {
    expect(codesOf(await people(boss, { certificationStatuses: ['certified', 'noCorePath'] }))).toEqual([
      CERTIFIED,
      WITHOUT_PATH,
    ]);
    expect(codesOf(await people(boss, { certificationScores: ['0-60'] }))).toEqual([HALFWAY]);
    expect(codesOf(await people(boss, { certificationScores: ['100', '10-20'] }))).toEqual([CERTIFIED]);
    expect(
      codesOf(await people(boss, { certificationStatuses: ['notCertified'], certificationScores: ['100'] })),
    ).toEqual([]);
  });

  it('filters by name, location and job role, and pages', async () => {
    expect(codesOf(await people(boss, { term: 'BAK' }))).toEqual([HALFWAY]);
    expect(codesOf(await people(boss, { locationCodes: [store.code] }))).toEqual([CERTIFIED]);
    expect(codesOf(await people(boss, { jobRoles: ['SALES_ASSOCIATE'] }))).toEqual([CERTIFIED, HALFWAY]);
    const second = await people(boss, { pageNo: 2, pageSize: 3 });
    expect(second.totalRecords).toBe(4);
    expect(codesOf(second)).toEqual([NOTHING_REQUIRED]);
  });

  it("shows a path administrator the tenant's people, never another tenant's", async () => {
    const answer = await people(admin, { term: 'cert-', pageSize: 100 });
    expect(codesOf(answer).sort()).toEqual([BOSS, CERTIFIED, HALFWAY, WITHOUT_PATH, NOTHING_REQUIRED, OUTSIDER].sort());
    expect(answer.result.filter((person) => person.userCode === CERTIFIED)).toHaveLength(1);
  });

  it('shows a learner without reports nobody', async () => {
    expect(await people(report)).toEqual({ result: [], totalRecords: 0 });
  });

  it('answers 401 without a token and 404 for a tenant without learning paths', async () => {
    expect((await search({})).status).toBe(401);
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'LEARNINGPATH')
      .execute();
    const borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
    expect((await search(borealAdmin, {}, 'boreal.localhost')).status).toBe(404);
  });

  it.each([
    [{ certificationStatuses: ['expired'] }, 'certificationStatuses'],
    [{ certificationScores: ['101'] }, 'certificationScores'],
    [{ certificationScores: ['80-20'] }, 'certificationScores'],
    [{ locationCodes: ['no spaces'] }, 'locationCodes'],
    [{ pageSize: 1000 }, 'pageSize'],
    [{ term: 'x'.repeat(101) }, 'term'],
    [{ locale: 'de' }, 'locale'],
    [{ unknown: true }, ''],
  ])('refuses %j with a 400 naming the field', async (request, field) => {
    const response = await search(boss, request as TCertificationSearchRequest);
    expect(response.status).toBe(400);
    const problem = response.json<TProblem>();
    expect(problem.code).toBe('validation_failed');
    if (field !== '') {
      expect(Object.keys(problem.errors ?? {}).some((name) => name.startsWith(field))).toBe(true);
    }
  });
});
