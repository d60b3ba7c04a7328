import {
  learningPathPath,
  resourceFeedPath,
  SKILL_MESSAGES,
  skillLevelToScaled,
  type TAssetListResponse,
  type TAssetsByCompetencyResponse,
  type TProblem,
  type TRecommendationsResponse,
  type TReporteeSkills,
  type TSkillHistoryPoint,
  type TSkillProfile,
  type TStatementInput,
  type TTeamResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { disableModule, grantPermissions, setCompetencyFlags } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';

/*
 * The skill profile calls on crafted evidence. acme gets the default 5-level scale (Novice,
 * Developing, Proficient, Advanced, Expert), a job role SKT_ROLE of its own, and a framework of its
 * own beside the demo's: parent P (children B, D, E) and parent Q (child A). sk-learner (SKT_ROLE)
 * reports to sk-manager (ASSESSMENT_MANAGER); sk-loner reports to nobody.
 */

let server: TTestServer;
let learner: Record<string, string>;
let manager: Record<string, string>;
let loner: Record<string, string>;
let borealAdmin: Record<string, string>;
const c: Record<'P' | 'Q' | 'A' | 'B' | 'D' | 'E', number> = { P: 0, Q: 0, A: 0, B: 0, D: 0, E: 0 };
let borealCompetency: number;
const res: Record<'R1' | 'R2' | 'R3' | 'R4' | 'R5', number> = { R1: 0, R2: 0, R3: 0, R4: 0, R5: 0 };
let publishedPath: number;
let draftPath: number;
let completedPath: number;
const record = createLearningRecordService();
const DAY = 86_400_000;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };
function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}
function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

async function rate(
  userCode: string,
  competencyId: number,
  level: number,
  source: 'SELF' | 'MANAGER' | 'TEST',
  at: string,
  raterUserCode?: string,
): Promise<void> {
  const statement: TStatementInput = {
    actorUserCode: userCode,
    verb: 'rated',
    objectKind: 'COMPETENCY',
    objectId: String(competencyId),
    result: { scoreScaled: skillLevelToScaled(level, 5), scoreRaw: level },
    context: { source, ...(raterUserCode ? { raterUserCode } : {}) },
    idempotencyKey: `test:${userCode}:${competencyId}:${source}:${at}`,
  };
  await record.record(server.database.db, 'acme', [statement], at);
}

async function addCompetency(tenantCode: string, code: string, name: string, parentId: number | null) {
  const row = await server.database.db
    .insertInto('competencies')
    .values({
      tenant_code: tenantCode,
      code,
      name_en: name,
      name_fr: `${name} (fr)`,
      parent_id: parentId,
      position: 900,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addPath(title: string, status: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('learning_paths')
    .values({
      tenant_code: 'acme',
      title_en: title,
      title_fr: `${title} (fr)`,
      description_en: null,
      description_fr: null,
      is_core: false,
      job_role_code: null,
      due_days: null,
      status,
      version: 1,
      published_at: status === 'PUBLISHED' ? now : null,
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tag(competencyId: number, objectKind: 'RESOURCE' | 'PATH', objectId: number, level: number) {
  await server.database.db
    .insertInto('competency_tags')
    .values({
      tenant_code: 'acme',
      competency_id: competencyId,
      object_kind: objectKind,
      object_id: objectId,
      level,
      tagged_at: new Date().toISOString(),
      tagged_by: 'acme-admin',
    })
    .execute();
}

// What a change of the tenant's settings through the portal does (the gate keeps the flags).
function setFlags(tenantCode: string, competenciesEnabled: boolean, userView: boolean): Promise<void> {
  return setCompetencyFlags(server, tenantCode, { enabled: competenciesEnabled, userView });
}

async function ratingCount(userCode: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('learning_statements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', 'acme')
    .where('actor_user_code', '=', userCode)
    .where('verb', '=', 'rated')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // boreal without the ASSESSMENT module, before any request reads its modules (they are cached).
  await disableModule(server, 'boreal', 'ASSESSMENT');
  await db.deleteFrom('proficiency_levels').where('tenant_code', '=', 'acme').execute();
  await setFlags('acme', true, true);
  await db
    .insertInto('job_roles')
    .values({
      tenant_code: 'acme',
      code: 'SKT_ROLE',
      name_en: 'Skill tester',
      name_fr: 'Testeur',
      business_type_code: null,
      position: 99,
    })
    .execute();
  await db
    .insertInto('users')
    .values([
      buildUserRow('acme', 'sk-manager', { first_name: 'Mona', last_name: 'Manager' }),
      buildUserRow('acme', 'sk-learner', {
        first_name: 'Lee',
        last_name: 'Learner',
        job_role_code: 'SKT_ROLE',
        manager_user_code: 'sk-manager',
      }),
      buildUserRow('acme', 'sk-loner', { job_role_code: 'SKT_ROLE' }),
      buildUserRow('acme', 'sk-newcomer', {
        first_name: 'Nia',
        last_name: 'Newcomer',
        manager_user_code: 'sk-manager',
      }),
    ])
    .execute();
  await grantPermissions(server, 'acme', 'sk-manager', ['ASSESSMENT_MANAGER'], 'Skill managers');
  learner = await bearer(server.database, 'acme', 'sk-learner');
  manager = await bearer(server.database, 'acme', 'sk-manager');
  loner = await bearer(server.database, 'acme', 'sk-loner');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');

  c.P = await addCompetency('acme', 'SKT-P', 'People', null);
  c.Q = await addCompetency('acme', 'SKT-Q', 'Quality', null);
  c.A = await addCompetency('acme', 'SKT-A', 'Auditing', c.Q);
  c.B = await addCompetency('acme', 'SKT-B', 'Briefing', c.P);
  c.D = await addCompetency('acme', 'SKT-D', 'Delegating', c.P);
  c.E = await addCompetency('acme', 'SKT-E', 'Empathy', c.P);
  borealCompetency = await addCompetency('boreal', 'SKT-X', 'Boreal only', null);
  await db
    .insertInto('competency_targets')
    .values([
      { tenant_code: 'acme', job_role_code: 'SKT_ROLE', competency_id: c.A, target_level: 4 },
      { tenant_code: 'acme', job_role_code: 'SKT_ROLE', competency_id: c.B, target_level: 3 },
      { tenant_code: 'acme', job_role_code: 'SKT_ROLE', competency_id: c.E, target_level: 2 },
    ])
    .execute();

  // A: self 2 then self 4 (the latest counts), an older manager 2, a test at 0.75.
  await rate('sk-learner', c.A, 2, 'SELF', daysAgo(10), 'sk-learner');
  await rate('sk-learner', c.A, 4, 'SELF', daysAgo(1), 'sk-learner');
  await rate('sk-learner', c.A, 2, 'MANAGER', daysAgo(30), 'sk-manager');
  await rate('sk-learner', c.A, 4, 'TEST', daysAgo(5));
  // E: a manager's 5 over a target of 2 (no gap).
  await rate('sk-learner', c.E, 5, 'MANAGER', daysAgo(2), 'sk-manager');
  // Someone else's rating never counts for sk-learner.
  await rate('sk-loner', c.B, 5, 'SELF', daysAgo(1), 'sk-loner');

  for (const [key, title, updatedAt] of [
    ['R1', 'Briefing basics', '2026-01-01T00:00:00.000Z'],
    ['R2', 'Briefing in depth', '2026-02-01T00:00:00.000Z'],
    ['R3', 'Audit mastery', '2026-03-01T00:00:00.000Z'],
    ['R4', 'Audit intro', '2026-03-01T00:00:00.000Z'],
    ['R5', 'Empathy plus', '2026-03-01T00:00:00.000Z'],
  ] as const) {
    const created = await createTestResource(
      server,
      'acme',
      webinarBody({
        texts: { en: { title, description: null }, 'fr-CA': { title: `${title} (fr)`, description: null } },
      }),
    );
    res[key] = created.resourceId;
    await db.updateTable('resources').set({ updated_at: updatedAt }).where('id', '=', created.resourceId).execute();
  }
  publishedPath = await addPath('Briefing path', 'PUBLISHED');
  draftPath = await addPath('Draft briefing path', 'DRAFT');
  completedPath = await addPath('Delegation path', 'PUBLISHED');
  // B (no evidence, target 3, next step 1): R1 at 1, the path at 2, R2 at 3; never a draft path.
  await tag(c.B, 'RESOURCE', res.R1, 1);
  await tag(c.B, 'RESOURCE', res.R2, 3);
  await tag(c.B, 'PATH', publishedPath, 2);
  await tag(c.B, 'PATH', draftPath, 1);
  // A (current 3, target 4): R3 at 4; R4 at 2 teaches nothing new.
  await tag(c.A, 'RESOURCE', res.R3, 4);
  await tag(c.A, 'RESOURCE', res.R4, 2);
  // E has no gap: never recommended.
  await tag(c.E, 'RESOURCE', res.R5, 5);
  // A resource learners cannot see (not published) is never recommended.
  const hidden = await createTestResource(server, 'acme', webinarBody(), { publish: false });
  await tag(c.B, 'RESOURCE', hidden.resourceId, 1);
  // D: a completed path tagged at level 3 is PATH evidence.
  await tag(c.D, 'PATH', completedPath, 3);
  await record.record(
    db,
    'acme',
    [
      {
        actorUserCode: 'sk-learner',
        verb: 'completed',
        objectKind: 'PATH',
        objectId: String(completedPath),
        idempotencyKey: `completed:sk-learner:PATH:${completedPath}`,
      },
    ],
    daysAgo(3),
  );
});
afterAll(async () => {
  await server.close();
});

function rowOf(profile: TSkillProfile, competencyId: number) {
  const row = profile.rows.find((candidate) => candidate.competencyId === competencyId);
  if (!row) {
    throw new Error(`no row for ${competencyId}`);
  }
  return row;
}

describe('GET /api/skills/profile', () => {
  it('combines the latest evidence of each source, weighted and dated, into a level and a gap', async () => {
    const response = await server.request('/api/skills/profile?locale=en', { headers: learner });
    expect(response.status, response.text).toBe(200);
    const profile = body<TSkillProfile>(response);
    expect(profile).toMatchObject({
      userCode: 'sk-learner',
      displayName: 'Lee Learner',
      jobRoleCode: 'SKT_ROLE',
      jobRoleName: 'Skill tester',
    });
    expect(profile.scale.map((level) => level.name)).toEqual([
      'Novice',
      'Developing',
      'Proficient',
      'Advanced',
      'Expert',
    ]);

    // A: self 0.75 (1 day, weight 1), manager 0.25 (30 days, weight 4), test 0.75 (5 days, weight 2):
    // (0.998*0.75 + 3.774*0.25 + 1.981*0.75) / 6.753 = 0.471 -> level 3 of 5; target 4, gap 1.
    const a = rowOf(profile, c.A);
    expect(a.currentScaled).toBeCloseTo(0.471, 2);
    expect(a).toMatchObject({ name: 'Auditing', parentName: 'Quality', currentLevel: 3, targetLevel: 4, gap: 1 });
    // The latest of each source is listed, newest first (the older self rating is history only).
    expect(a.evidence.map((item) => [item.source, item.level])).toEqual([
      ['SELF', 4],
      ['TEST', 4],
      ['MANAGER', 2],
    ]);
    expect(a.evidence[2]?.raterName).toBe('Mona Manager');

    // B: no evidence (someone else's rating does not count): the whole target is the gap.
    expect(rowOf(profile, c.B)).toMatchObject({
      currentLevel: null,
      currentScaled: null,
      targetLevel: 3,
      gap: 3,
      evidence: [],
    });
    // E: above target, no gap.
    expect(rowOf(profile, c.E)).toMatchObject({ currentLevel: 5, targetLevel: 2, gap: 0 });
    // D: a completed path tagged at level 3, no target.
    expect(rowOf(profile, c.D)).toMatchObject({ currentLevel: 3, targetLevel: null, gap: 0 });
    expect(rowOf(profile, c.D).evidence).toMatchObject([{ source: 'PATH', level: 3, fromTitle: 'Delegation path' }]);
    // Parents with children are groups, not rows.
    expect(profile.rows.map((row) => row.competencyId)).not.toContain(c.P);
  });

  it('answers names in French when asked', async () => {
    const profile = body<TSkillProfile>(await server.request('/api/skills/profile?locale=fr-CA', { headers: learner }));
    expect(rowOf(profile, c.A)).toMatchObject({ name: 'Auditing (fr)', parentName: 'Quality (fr)' });
    expect(profile.scale[0]?.name).toBe('Débutant');
  });

  it('refuses a bad locale with 400', async () => {
    const response = await server.request('/api/skills/profile?locale=xx', { headers: learner });
    expect(response.status).toBe(400);
  });
});

describe('the profile quotient', () => {
  async function addSet(kind: string): Promise<number> {
    const now = new Date().toISOString();
    const row = await server.database.db
      .insertInto('assessment_sets')
      .values({
        tenant_code: 'acme',
        title_en: `Quotient ${kind}`,
        title_fr: `Quotient ${kind}`,
        description_en: '',
        description_fr: '',
        kind,
        status: 'PUBLISHED',
        shuffle_questions: false,
        shuffle_options: false,
        time_limit_minutes: null,
        attempts_allowed: null,
        pass_mark_percent: 50,
        available_from: null,
        available_until: null,
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

  async function addAttempt(
    setId: number,
    userCode: string,
    subject: string,
    score: number,
    completedAt: string,
    attemptNo = 1,
  ) {
    await server.database.db
      .insertInto('assessment_attempts')
      .values({
        tenant_code: 'acme',
        set_id: setId,
        user_code: userCode,
        subject_user_code: subject,
        attempt_no: attemptNo,
        status: 'COMPLETED',
        started_at: completedAt,
        deadline_at: null,
        last_activity_at: completedAt,
        completed_at: completedAt,
        completed_by: 'USER',
        points_awarded: 0,
        max_points: 0,
        pass_mark_percent: 50,
        score_percent: score,
        passed: null,
      })
      .execute();
  }

  it("is the score band of the learner's latest completed self skill assessment", async () => {
    const before = body<TSkillProfile>(await server.request('/api/skills/profile?locale=fr-CA', { headers: loner }));
    expect(before.quotient).toBeNull();
    const skillSet = await addSet('SKILL');
    const testSet = await addSet('ASSESSMENT');
    await addAttempt(skillSet, 'sk-loner', 'sk-loner', 20, daysAgo(9));
    await addAttempt(skillSet, 'sk-loner', 'sk-loner', 55, daysAgo(5), 2);
    // Neither a manager's attempt about the learner nor a test counts.
    await addAttempt(skillSet, 'sk-manager', 'sk-loner', 95, daysAgo(2));
    await addAttempt(testSet, 'sk-loner', 'sk-loner', 10, daysAgo(1));
    // A new rating drops the kept profile; the quotient is read with it.
    await rate('sk-loner', c.A, 3, 'SELF', daysAgo(1), 'sk-loner');
    const after = body<TSkillProfile>(await server.request('/api/skills/profile?locale=fr-CA', { headers: loner }));
    expect(after.quotient).toEqual({ code: 'DEVELOPING', name: 'En progression' });
  });
});

describe('GET /api/skills/history', () => {
  it("answers the caller's dated evidence of one competency, oldest first", async () => {
    const response = await server.request(`/api/skills/history?competencyId=${c.A}`, { headers: learner });
    expect(response.status, response.text).toBe(200);
    const points = body<TSkillHistoryPoint[]>(response);
    expect(points.map((point) => [point.source, point.level])).toEqual([
      ['MANAGER', 2],
      ['SELF', 2],
      ['TEST', 4],
      ['SELF', 4],
    ]);
    expect(points.every((point) => point.competencyId === c.A)).toBe(true);
  });

  it("answers 404 for another tenant's competency and 400 for a bad id", async () => {
    expect(
      (await server.request(`/api/skills/history?competencyId=${borealCompetency}`, { headers: learner })).status,
    ).toBe(404);
    expect((await server.request('/api/skills/history?competencyId=abc', { headers: learner })).status).toBe(400);
  });
});

describe('GET /api/skills/recommendations', () => {
  it('ranks by gap, then by the fit to the next step up, each with its reason', async () => {
    const response = await server.request('/api/skills/recommendations?locale=en', { headers: learner });
    expect(response.status, response.text).toBe(200);
    const page = response.json<TRecommendationsResponse>();
    expect(page.totalRecords).toBe(4);
    expect(page.result.map((item) => [item.objectKind, item.objectId])).toEqual([
      ['RESOURCE', res.R1],
      ['PATH', publishedPath],
      ['RESOURCE', res.R2],
      ['RESOURCE', res.R3],
    ]);
    expect(page.result[0]).toEqual({
      objectKind: 'RESOURCE',
      objectId: res.R1,
      title: 'Briefing basics',
      url: resourceFeedPath(res.R1),
      competencyId: c.B,
      competencyName: 'Briefing',
      tagLevel: 1,
      targetLevel: 3,
      targetLevelName: 'Proficient',
      currentLevel: null,
      currentLevelName: null,
      gap: 3,
    });
    expect(page.result[1]).toMatchObject({ url: learningPathPath(publishedPath), title: 'Briefing path' });
    expect(page.result[3]).toMatchObject({
      competencyName: 'Auditing',
      currentLevel: 3,
      currentLevelName: 'Proficient',
      targetLevelName: 'Advanced',
      gap: 1,
    });
  });

  it('pages the ranking', async () => {
    const page = (
      await server.request('/api/skills/recommendations?pageNo=2&pageSize=3', { headers: learner })
    ).json<TRecommendationsResponse>();
    expect(page.totalRecords).toBe(4);
    expect(page.result.map((item) => item.objectId)).toEqual([res.R3]);
    expect((await server.request('/api/skills/recommendations?pageSize=0', { headers: learner })).status).toBe(400);
  });
});

describe('the skill-score asset lists', () => {
  it('answer the recommended resources by gap, then the latest modified, per parent competency', async () => {
    const perParent = await server.request(
      '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
      {
        method: 'POST',
        headers: learner,
        body: {},
      },
    );
    expect(perParent.status, perParent.text).toBe(200);
    expect(perParent.json<TAssetListResponse>().result.map((item) => item.resourceId)).toEqual([
      res.R2,
      res.R1,
      res.R3,
    ]);

    const underQ = await server.request(
      '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
      {
        method: 'POST',
        headers: learner,
        body: { parentCompetencyId: c.Q },
      },
    );
    expect(underQ.json<TAssetListResponse>()).toMatchObject({ totalRecords: 1, result: [{ resourceId: res.R3 }] });

    const grouped = await server.request(
      '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores',
      { method: 'POST', headers: learner, body: { pageSize: 1 } },
    );
    const groups = grouped.json<TAssetsByCompetencyResponse>().result;
    expect(
      groups.map((group) => [
        group.parentCompetencyName,
        group.totalRecords,
        group.assets.map((asset) => asset.resourceId),
      ]),
    ).toEqual([
      ['People', 2, [res.R2]],
      ['Quality', 1, [res.R3]],
    ]);
  });

  it('answer nothing to someone without a job role target', async () => {
    const response = await server.request(
      '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
      {
        method: 'POST',
        headers: manager,
        body: {},
      },
    );
    expect(response.json()).toEqual({ result: [], totalRecords: 0 });
  });
});

describe('the team and calibration', () => {
  it("lists the manager's reportees with counts of rated competencies, gaps and disagreements", async () => {
    const response = await server.request('/api/skills/team', { headers: manager });
    expect(response.status, response.text).toBe(200);
    const team = response.json<TTeamResponse>();
    expect(team.totalRecords).toBe(2);
    expect(team.result).toEqual([
      {
        userCode: 'sk-learner',
        displayName: 'Lee Learner',
        jobRoleName: 'Skill tester',
        assessments: [],
        // A, D, E rated; A and B short of target; A: self 4 against manager 2.
        ratedCount: 3,
        gapCount: 2,
        disagreementCount: 1,
      },
      {
        userCode: 'sk-newcomer',
        displayName: 'Nia Newcomer',
        jobRoleName: null,
        assessments: [],
        ratedCount: 0,
        gapCount: 0,
        disagreementCount: 0,
      },
    ]);
    const second = (
      await server.request('/api/skills/team?pageNo=2&pageSize=1', { headers: manager })
    ).json<TTeamResponse>();
    expect(second).toMatchObject({ totalRecords: 2, result: [{ userCode: 'sk-newcomer' }] });
  });

  it("shows a reportee's self, manager and test side by side, disagreements flagged", async () => {
    const response = await server.request('/api/skills/team/sk-learner?locale=en', { headers: manager });
    expect(response.status, response.text).toBe(200);
    const reportee = body<TReporteeSkills>(response);
    expect(reportee.profile.userCode).toBe('sk-learner');
    const a = reportee.calibration.find((row) => row.competencyId === c.A);
    expect(a).toMatchObject({
      self: { level: 4 },
      manager: { level: 2 },
      test: { level: 4 },
      isDisagreement: true,
      currentLevel: 3,
    });
    const e = reportee.calibration.find((row) => row.competencyId === c.E);
    expect(e).toMatchObject({ self: null, manager: { level: 5 }, isDisagreement: false });
  });

  it('answers 404 for anyone who is not the caller’s reportee, whatever the tenant', async () => {
    for (const userCode of ['sk-loner', 'acme-learner', 'boreal-apprenant', 'sk-manager', 'nobody']) {
      const response = await server.request(`/api/skills/team/${userCode}`, { headers: manager });
      expect(response.status, userCode).toBe(404);
      const confirm = await server.request(`/api/skills/team/${userCode}/confirm`, {
        method: 'POST',
        headers: manager,
        body: { items: [{ competencyId: c.A, level: 3 }], reason: 'Seen it' },
      });
      expect(confirm.status, userCode).toBe(404);
    }
  });

  it('needs ASSESSMENT_MANAGER', async () => {
    expect((await server.request('/api/skills/team', { headers: learner })).status).toBe(403);
  });
});

describe('POST /api/skills/team/{userCode}/confirm', () => {
  it('refuses bad input with field errors and records nothing', async () => {
    const before = await ratingCount('sk-learner');
    const cases: [unknown, string][] = [
      [{ items: [{ competencyId: c.A, level: 3 }], reason: '  ' }, 'reason'],
      [{ items: [], reason: 'Seen it' }, 'items'],
      [{ items: [{ competencyId: c.A, level: 0 }], reason: 'Seen it' }, 'items.0.level'],
    ];
    for (const [request, field] of cases) {
      const response = await server.request('/api/skills/team/sk-learner/confirm', {
        method: 'POST',
        headers: manager,
        body: request,
      });
      expect(response.status, field).toBe(400);
      expect(Object.keys(fieldsOf(response)), field).toContain(field);
    }
    // Checked against the tenant: another tenant's competency, a level beyond the scale; the good item is not kept either.
    const mixed = await server.request('/api/skills/team/sk-learner/confirm', {
      method: 'POST',
      headers: manager,
      body: {
        items: [
          { competencyId: c.B, level: 2 },
          { competencyId: borealCompetency, level: 2 },
          { competencyId: c.D, level: 6 },
        ],
        reason: 'Seen it',
      },
    });
    expect(mixed.status).toBe(400);
    expect(fieldsOf(mixed)).toEqual({
      'items.1.competencyId': [SKILL_MESSAGES.competencyUnknown],
      'items.2.level': [SKILL_MESSAGES.levelInvalid],
    });
    expect(await ratingCount('sk-learner')).toBe(before);
  });

  it('records one manager rating per item with the reason, and the profile follows', async () => {
    const response = await server.request('/api/skills/team/sk-learner/confirm', {
      method: 'POST',
      headers: manager,
      body: {
        items: [
          { competencyId: c.A, level: 4 },
          { competencyId: c.B, level: 3 },
        ],
        reason: 'Observed on the floor',
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(body<{ confirmed: number }>(response)).toEqual({ confirmed: 2 });

    const reportee = body<TReporteeSkills>(await server.request('/api/skills/team/sk-learner', { headers: manager }));
    const a = reportee.calibration.find((row) => row.competencyId === c.A);
    // The manager now says 4 like the self rating: no disagreement, and the combined level reaches the target.
    expect(a).toMatchObject({ manager: { level: 4 }, isDisagreement: false, currentLevel: 4, targetLevel: 4 });
    const b = rowOf(reportee.profile, c.B);
    expect(b).toMatchObject({ currentLevel: 3, gap: 0 });
    expect(b.evidence[0]).toMatchObject({
      source: 'MANAGER',
      reason: 'Observed on the floor',
      raterName: 'Mona Manager',
    });
    // The learner's own profile (read, and kept, earlier) shows it at once.
    const own = body<TSkillProfile>(await server.request('/api/skills/profile?locale=en', { headers: learner }));
    expect(rowOf(own, c.B)).toMatchObject({ currentLevel: 3, gap: 0 });
    const recommended = (
      await server.request('/api/skills/recommendations?locale=en', { headers: learner })
    ).json<TRecommendationsResponse>();
    expect(recommended.result.map((item) => item.competencyId)).not.toContain(c.B);
  });
});

describe('the gates', () => {
  it('answers 404 on the learner views without competencyUserViewEnabled, and on all without competenciesEnabled', async () => {
    try {
      await setFlags('acme', true, false);
      expect((await server.request('/api/skills/profile', { headers: learner })).status).toBe(404);
      expect((await server.request('/api/skills/recommendations', { headers: learner })).status).toBe(404);
      expect((await server.request('/api/skills/history', { headers: learner })).status).toBe(404);
      expect((await server.request('/api/skills/team', { headers: manager })).status).toBe(200);
      const assets = await server.request(
        '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
        {
          method: 'POST',
          headers: learner,
          body: {},
        },
      );
      expect(assets.json()).toEqual({ result: [], totalRecords: 0 });

      await setFlags('acme', false, true);
      for (const [path, headers] of [
        ['/api/skills/profile', learner],
        ['/api/skills/team', manager],
        ['/api/skills/team/sk-learner', manager],
      ] as const) {
        expect((await server.request(path, { headers })).status, path).toBe(404);
      }
      // The gate comes before the input is read: bad input is still a 404.
      const confirm = await server.request('/api/skills/team/sk-learner/confirm', {
        method: 'POST',
        headers: manager,
        body: {},
      });
      expect(confirm.status).toBe(404);
    } finally {
      await setFlags('acme', true, true);
    }
    expect((await server.request('/api/skills/profile', { headers: loner })).status).toBe(200);
  });

  it('answers 404 to a tenant without the ASSESSMENT module', async () => {
    const response = await server.request('/api/skills/profile', { host: 'boreal.localhost', headers: borealAdmin });
    expect(response.status).toBe(404);
  });
});
