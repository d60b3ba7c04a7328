import type { TCertificationSearchRequest, TCertificationSearchResponse, TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { disableModule } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * The search page's people filters of spec section 2 that read other modules: location type and
 * the assessments still to do (the person's own, and their manager's rating on a skill set).
 * acme's demo assignments are removed, so only the sets made here reach anyone. pf-boss manages
 * five people; pf-outsider reports to someone else and is a match for every assessment filter.
 */

let server: TTestServer;
let admin: Record<string, string>;
let boss: Record<string, string>;
let borealAdmin: Record<string, string>;

const BOSS = 'pf-boss';
const OTHER_BOSS = 'pf-other-boss';
/** At a store, sales associate: the test set (assigned to the job role) failed. */
const FAILED = 'pf-failed';
/** At a store, sales associate: the test set passed (after a failed try). */
const PASSED = 'pf-passed';
/** At the office: the skill set (assigned to the location) self-rated, not yet rated by pf-boss. */
const AT_OFFICE = 'pf-office';
/** The skill set (assigned to them) self-rated and rated by pf-boss. */
const RATED = 'pf-rated';
/** The skill set (assigned to them) neither self-rated nor rated. */
const SKILL_TO_DO = 'pf-skill-todo';
const OUTSIDER = 'pf-outsider';
const REPORTEES = [FAILED, PASSED, AT_OFFICE, RATED, SKILL_TO_DO];

function search(headers: Record<string, string>, request: TCertificationSearchRequest, host = 'acme.localhost') {
  return server.request('/api/corepath/certifications', { method: 'POST', headers, host, body: request });
}

async function codesFor(
  headers: Record<string, string>,
  request: TCertificationSearchRequest,
  host = 'acme.localhost',
): Promise<string[]> {
  const response = await search(headers, { pageSize: 100, ...request }, host);
  expect(response.status, response.text).toBe(200);
  const answer = response.json<TCertificationSearchResponse>();
  expect(answer.totalRecords).toBe(answer.result.length);
  return answer.result.map((person) => person.userCode).sort();
}

/** Everyone made here, for the admin's searches (the demo's people are not part of these tests). */
const OURS = { term: 'pf-' };

async function addSet(kind: 'ASSESSMENT' | 'SKILL', title: string, window: { from?: string; until?: string } = {}) {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('assessment_sets')
    .values({
      tenant_code: 'acme',
      title_en: title,
      title_fr: `${title} (fr)`,
      description_en: '',
      description_fr: '',
      kind,
      status: 'PUBLISHED',
      shuffle_questions: false,
      shuffle_options: false,
      time_limit_minutes: null,
      attempts_allowed: null,
      pass_mark_percent: 70,
      available_from: window.from ?? null,
      available_until: window.until ?? null,
      review_mode: 'SCORE',
      published_at: now,
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function assign(setId: number, targetKind: 'ALL' | 'JOB_ROLE' | 'LOCATION' | 'USER', targetCode: string) {
  await server.database.db
    .insertInto('assessment_set_assignments')
    .values({
      tenant_code: 'acme',
      set_id: setId,
      target_kind: targetKind,
      target_code: targetCode,
      due_days: null,
      assigned_at: new Date().toISOString(),
      assigned_by: 'acme-admin',
    })
    .execute();
}

let attemptNo = 0;
async function addAttempt(
  setId: number,
  taker: string,
  subject: string,
  outcome: { status?: 'COMPLETED' | 'IN_PROGRESS'; passed: boolean | null },
) {
  const at = new Date().toISOString();
  const isCompleted = (outcome.status ?? 'COMPLETED') === 'COMPLETED';
  attemptNo += 1;
  await server.database.db
    .insertInto('assessment_attempts')
    .values({
      tenant_code: 'acme',
      set_id: setId,
      user_code: taker,
      subject_user_code: subject,
      attempt_no: attemptNo,
      status: outcome.status ?? 'COMPLETED',
      started_at: at,
      deadline_at: null,
      last_activity_at: at,
      completed_at: isCompleted ? at : null,
      completed_by: isCompleted ? 'USER' : null,
      points_awarded: isCompleted ? 1 : null,
      max_points: 2,
      pass_mark_percent: 70,
      score_percent: isCompleted ? 50 : null,
      passed: outcome.passed,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // Without ASSESSMENT, nobody has an assessment to do (set before boreal's first call: it is cached).
  await disableModule(server, 'boreal', 'ASSESSMENT');
  await db.deleteFrom('assessment_set_assignments').where('tenant_code', '=', 'acme').execute();
  const locationOf = async (tenantCode: string, typeCode: string) =>
    db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('location_type_code', '=', typeCode)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const store = await locationOf('acme', 'STORE');
  const office = await locationOf('acme', 'OFFICE');
  const plant = await locationOf('boreal', 'USINE');
  const associate = { job_role_code: 'SALES_ASSOCIATE', location_id: store.id, manager_user_code: BOSS };
  await db
    .insertInto('users')
    .values([
      buildUserRow('acme', BOSS),
      buildUserRow('acme', OTHER_BOSS),
      buildUserRow('acme', FAILED, associate),
      buildUserRow('acme', PASSED, associate),
      buildUserRow('acme', AT_OFFICE, { location_id: office.id, manager_user_code: BOSS }),
      buildUserRow('acme', RATED, { manager_user_code: BOSS }),
      buildUserRow('acme', SKILL_TO_DO, { manager_user_code: BOSS }),
      buildUserRow('acme', OUTSIDER, { ...associate, manager_user_code: OTHER_BOSS }),
      buildUserRow('boreal', 'pf-plant', { location_id: plant.id }),
    ])
    .execute();

  const test = await addSet('ASSESSMENT', 'Store safety');
  await assign(test, 'JOB_ROLE', 'SALES_ASSOCIATE');
  await addAttempt(test, FAILED, FAILED, { passed: false });
  await addAttempt(test, FAILED, FAILED, { status: 'IN_PROGRESS', passed: null });
  // A manager's attempt about the person is not the person's own.
  await addAttempt(test, BOSS, FAILED, { passed: true });
  await addAttempt(test, PASSED, PASSED, { passed: false });
  await addAttempt(test, PASSED, PASSED, { passed: true });

  const skills = await addSet('SKILL', 'Skills check');
  await assign(skills, 'LOCATION', String(office.id));
  for (const userCode of [RATED, SKILL_TO_DO, OUTSIDER]) {
    await assign(skills, 'USER', userCode);
  }
  // A completed SKILL attempt counts whatever `passed` holds.
  await addAttempt(skills, AT_OFFICE, AT_OFFICE, { passed: null });
  await addAttempt(skills, RATED, RATED, { passed: true });
  await addAttempt(skills, BOSS, RATED, { passed: true });
  // Only the person's own manager's rating counts, and only a completed one.
  await addAttempt(skills, OTHER_BOSS, AT_OFFICE, { passed: true });
  await addAttempt(skills, BOSS, SKILL_TO_DO, { status: 'IN_PROGRESS', passed: null });

  // Sets nobody can take now, or no longer published, ask nothing of anyone.
  const day = 86_400_000;
  const closed = await addSet('ASSESSMENT', 'Closed', { until: new Date(Date.now() - day).toISOString() });
  const notYet = await addSet('SKILL', 'Not yet', { from: new Date(Date.now() + day).toISOString() });
  const unpublished = await addSet('SKILL', 'Unpublished');
  await db.updateTable('assessment_sets').set({ status: 'UNPUBLISHED' }).where('id', '=', unpublished).execute();
  for (const setId of [closed, notYet, unpublished]) {
    await assign(setId, 'ALL', '');
  }

  admin = await bearer(server.database, 'acme', 'acme-admin');
  boss = await bearer(server.database, 'acme', BOSS);
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/corepath/certifications: location type and assessments to do', () => {
  it('finds the people whose location is of a location type', async () => {
    expect(await codesFor(boss, { locationType: 'STORE' })).toEqual([FAILED, PASSED]);
    expect(await codesFor(boss, { locationType: 'OFFICE' })).toEqual([AT_OFFICE]);
    expect(await codesFor(admin, { ...OURS, locationType: 'STORE' })).toEqual([OUTSIDER, FAILED, PASSED].sort());
    expect(await codesFor(boss, { locationType: 'REGION' })).toEqual([]);
  });

  it("matches nobody with another tenant's location type", async () => {
    expect(await codesFor(admin, { locationType: 'USINE' })).toEqual([]);
    expect(await codesFor(borealAdmin, { locationType: 'USINE', term: 'pf-' }, 'boreal.localhost')).toEqual([
      'pf-plant',
    ]);
    expect(await codesFor(borealAdmin, { locationType: 'STORE' }, 'boreal.localhost')).toEqual([]);
  });

  it('finds the people with an assigned assessment not yet passed, or with none', async () => {
    expect(await codesFor(boss, { incompeleteAssessments: true })).toEqual([FAILED, SKILL_TO_DO].sort());
    expect(await codesFor(boss, { incompeleteAssessments: false })).toEqual([AT_OFFICE, PASSED, RATED].sort());
    expect(await codesFor(admin, { ...OURS, incompeleteAssessments: true })).toEqual(
      [FAILED, OUTSIDER, SKILL_TO_DO].sort(),
    );
  });

  it("finds the people whose manager's skill rating is still to do, or done", async () => {
    expect(await codesFor(boss, { incompeleteManagerAssessments: true })).toEqual([AT_OFFICE, SKILL_TO_DO].sort());
    expect(await codesFor(boss, { incompeleteManagerAssessments: false })).toEqual([FAILED, PASSED, RATED].sort());
    expect(await codesFor(admin, { ...OURS, incompeleteManagerAssessments: true })).toEqual(
      [AT_OFFICE, OUTSIDER, SKILL_TO_DO].sort(),
    );
  });

  it('combines the new filters with each other and with the others', async () => {
    expect(await codesFor(boss, { incompeleteAssessments: true, incompeleteManagerAssessments: true })).toEqual([
      SKILL_TO_DO,
    ]);
    expect(await codesFor(boss, { incompeleteAssessments: true, locationType: 'STORE' })).toEqual([FAILED]);
    expect(
      await codesFor(boss, { incompeleteManagerAssessments: false, jobRoles: ['SALES_ASSOCIATE'], term: 'pass' }),
    ).toEqual([PASSED]);
    expect(await codesFor(boss, { incompeleteAssessments: true, certificationStatuses: ['certified'] })).toEqual([]);
  });

  it('never shows a manager someone outside their reportees, whatever the filters', async () => {
    const reportees = new Set(REPORTEES);
    const seen = new Set<string>();
    for (const locationType of [undefined, 'STORE', 'OFFICE']) {
      for (const incompeleteAssessments of [undefined, true, false]) {
        for (const incompeleteManagerAssessments of [undefined, true, false]) {
          for (const extra of [{}, { term: 'pf' }, { certificationStatuses: ['noCorePath' as const] }]) {
            const request = { locationType, incompeleteAssessments, incompeleteManagerAssessments, ...extra };
            const codes = await codesFor(boss, request);
            expect(
              codes.filter((code) => !reportees.has(code)),
              JSON.stringify(request),
            ).toEqual([]);
            codes.forEach((code) => seen.add(code));
          }
        }
      }
    }
    // The combinations did find people: the outsider, who matches them too, was kept out.
    expect([...seen].sort()).toEqual([...REPORTEES].sort());
  });

  it('treats the assessment filters as matching nobody (or everybody) without the ASSESSMENT module', async () => {
    const everyone = await codesFor(borealAdmin, {}, 'boreal.localhost');
    expect(everyone.length).toBeGreaterThan(1);
    expect(await codesFor(borealAdmin, { incompeleteAssessments: true }, 'boreal.localhost')).toEqual([]);
    expect(await codesFor(borealAdmin, { incompeleteManagerAssessments: true }, 'boreal.localhost')).toEqual([]);
    expect(await codesFor(borealAdmin, { incompeleteAssessments: false }, 'boreal.localhost')).toEqual(everyone);
  });

  it.each([
    [{ locationType: 'no spaces' }, 'locationType'],
    [{ locationType: ['STORE'] }, 'locationType'],
    [{ incompeleteAssessments: 'yes' }, 'incompeleteAssessments'],
    [{ incompeleteManagerAssessments: 1 }, 'incompeleteManagerAssessments'],
  ])('refuses %j with a 400 naming the field', async (request, field) => {
    const response = await search(boss, request as unknown as TCertificationSearchRequest);
    expect(response.status).toBe(400);
    const problem = response.json<TProblem>();
    expect(problem.code).toBe('validation_failed');
    expect(Object.keys(problem.errors ?? {}).some((name) => name.startsWith(field))).toBe(true);
  });
});
