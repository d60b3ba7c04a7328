import {
  TEAM_MESSAGES,
  type TMyTeamResponse,
  type TProblem,
  type TTeamAssignablesResponse,
  type TTeamAssignResponse,
  type TTeamMemberDetailResponse,
  type TTeamMembersResponse,
  type TTeamNudgeResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { disableModule } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';

/*
 * Teams on a crafted line in acme: tm-boss leads tm-lead and tm-c; tm-lead leads tm-a (en), tm-b
 * (fr-CA) and tm-gone (inactive). tm-loner reports to nobody and leads nobody. A boreal user names
 * tm-lead as manager (another tenant: never in the line). boreal has TEAMS off in this file.
 */

let server: TTestServer;
const tokens: Record<string, Record<string, string>> = {};
let admin: Record<string, string>;
let borealAdmin: Record<string, string>;
const record = createLearningRecordService();
const DAY = 86_400_000;

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

async function call(who: string, path: string, body?: unknown, method?: string) {
  return server.request(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: tokens[who] ?? {},
    ...(body === undefined ? {} : { body }),
  });
}

async function members(who: string, body: Record<string, unknown> = {}): Promise<TTeamMembersResponse> {
  const response = await call(who, '/api/team/members', body);
  expect(response.status, response.text).toBe(200);
  return response.json<TTeamMembersResponse>();
}

/** What this file assigns and reads progress from: made here (the test database has no demo library). */
const content = { pathId: 0, corePathId: 0, resourceId: 0, setId: 0, borealPathId: 0 };

async function addResource(tenantCode: string, title: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('resources')
    .values({
      tenant_code: tenantCode,
      title_en: title,
      title_fr: `${title} (fr)`,
      description_en: null,
      description_fr: null,
      thumbnail_media_id: null,
      duration_value: null,
      duration_type: null,
      status: 'PUBLISHED',
      effective_date: new Date(Date.now() - DAY).toISOString(),
      expiry_date: null,
      is_featured: false,
      is_electrified: false,
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
      published_at: now,
      published_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addSet(title: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('assessment_sets')
    .values({
      tenant_code: 'acme',
      title_en: title,
      title_fr: `${title} (fr)`,
      description_en: '',
      description_fr: '',
      kind: 'ASSESSMENT',
      status: 'PUBLISHED',
      shuffle_questions: false,
      shuffle_options: false,
      time_limit_minutes: null,
      attempts_allowed: null,
      pass_mark_percent: 70,
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

/** A published path of one level and module holding these items (each due a day after assignment when `dueDays`). */
async function addPath(
  tenantCode: string,
  title: string,
  items: { kind: 'RESOURCE' | 'ASSESSMENTSET'; id: number; isRequired: boolean; dueDays: number | null }[],
  options: { isCore?: boolean; status?: string } = {},
): Promise<number> {
  const db = server.database.db;
  const now = new Date().toISOString();
  const path = await db
    .insertInto('learning_paths')
    .values({
      tenant_code: tenantCode,
      title_en: title,
      title_fr: `${title} (fr)`,
      description_en: null,
      description_fr: null,
      is_core: options.isCore ?? false,
      job_role_code: null,
      due_days: null,
      status: options.status ?? 'PUBLISHED',
      version: 1,
      published_at: now,
      created_at: now,
      created_by: 'acme-admin',
      updated_at: now,
      updated_by: 'acme-admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const level = await db
    .insertInto('learning_path_levels')
    .values({ tenant_code: tenantCode, path_id: path.id, version: 1, position: 1, title_en: 'L1', title_fr: 'N1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const module = await db
    .insertInto('learning_path_modules')
    .values({
      tenant_code: tenantCode,
      path_id: path.id,
      version: 1,
      level_id: level.id,
      position: 1,
      title_en: 'M1',
      title_fr: 'M1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('learning_path_items')
      .values(
        items.map((item, index) => ({
          tenant_code: tenantCode,
          path_id: path.id,
          version: 1,
          level_id: level.id,
          module_id: module.id,
          position: index + 1,
          object_kind: item.kind,
          object_id: item.id,
          is_required: item.isRequired,
          due_days: item.dueDays,
        })),
      )
      .execute();
  }
  return path.id;
}

async function notificationsOf(userCode: string) {
  return server.database.db
    .selectFrom('user_notification_recipients as r')
    .innerJoin('user_notifications as n', (join) =>
      join.onRef('n.tenant_code', '=', 'r.tenant_code').onRef('n.id', '=', 'r.notification_id'),
    )
    .select(['n.title', 'n.description', 'n.created_by'])
    .where('r.tenant_code', '=', 'acme')
    .where('r.user_code', '=', userCode)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // Before boreal's first request: its modules are cached once read.
  await disableModule(server, 'boreal', 'TEAMS');
  const people: [string, string | null, Partial<Parameters<typeof buildUserRow>[2]>][] = [
    ['tm-boss', null, { first_name: 'Bea', last_name: 'Boss' }],
    ['tm-lead', 'tm-boss', { first_name: 'Leo', last_name: 'Lead' }],
    ['tm-c', 'tm-boss', { first_name: 'Cora', last_name: 'Cole' }],
    ['tm-a', 'tm-lead', { first_name: 'Ava', last_name: 'Able', job_role_code: 'SALES_ASSOCIATE' }],
    ['tm-b', 'tm-lead', { first_name: 'Bruno', last_name: 'Brun', browsing_language_preference: 'fr-CA' }],
    ['tm-gone', 'tm-lead', { first_name: 'Gus', last_name: 'Gone', status: 'INACTIVE' }],
    ['tm-loner', null, { first_name: 'Lou', last_name: 'Loner' }],
  ];
  for (const [userCode, manager, overrides] of people) {
    await db
      .insertInto('users')
      .values(buildUserRow('acme', userCode, { manager_user_code: manager, ...overrides }))
      .execute();
    tokens[userCode] = await bearer(server.database, 'acme', userCode);
  }
  await db
    .insertInto('users')
    .values(buildUserRow('boreal', 'tm-boreal', { manager_user_code: 'tm-lead' }))
    .execute();
  content.resourceId = await addResource('acme', 'Team handbook');
  content.setId = await addSet('Team quiz');
  const coreResource = await addResource('acme', 'Core reading');
  content.corePathId = await addPath(
    'acme',
    'Team core path',
    [
      { kind: 'RESOURCE', id: coreResource, isRequired: true, dueDays: 1 },
      { kind: 'ASSESSMENTSET', id: content.setId, isRequired: false, dueDays: null },
    ],
    { isCore: true },
  );
  content.pathId = await addPath('acme', 'Team elective path', [
    { kind: 'RESOURCE', id: content.resourceId, isRequired: true, dueDays: null },
  ]);
  content.borealPathId = await addPath('boreal', 'Parcours boréal', []);
  admin = await bearer(server.database, 'acme', 'acme-admin');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});

afterAll(async () => {
  await server.close();
});

describe('bad input', () => {
  it('answers 400 with field errors on every call', async () => {
    const list = await call('tm-lead', '/api/team/members', {
      pageNo: 0,
      pageSize: 1000,
      term: 'x'.repeat(101),
      scope: 'EVERYONE',
      filter: 'LATE',
      sort: 'AGE',
      direction: 'up',
    });
    expect(list.status).toBe(400);
    expect(Object.keys(fieldsOf(list)).sort()).toEqual(
      ['direction', 'filter', 'pageNo', 'pageSize', 'scope', 'sort', 'term'].sort(),
    );
    const unknown = await call('tm-lead', '/api/team/members', { tenantCode: 'boreal' });
    expect(unknown.status).toBe(400);

    const detail = await call('tm-lead', `/api/team/members/${'x'.repeat(65)}`);
    expect(detail.status).toBe(400);
    expect(fieldsOf(detail)).toHaveProperty('userCode');

    const assignables = await call('tm-lead', '/api/team/assignables?kind=BOOK');
    expect(assignables.status).toBe(400);
    expect(fieldsOf(assignables).kind).toEqual([TEAM_MESSAGES.kindInvalid]);

    const assign = await call('tm-lead', '/api/team/assignments', {
      kind: 'BOOK',
      itemId: -1,
      userCodes: [],
      dueDate: '2020-13-01',
      message: 'm'.repeat(501),
    });
    expect(assign.status).toBe(400);
    expect(fieldsOf(assign)).toMatchObject({
      kind: [TEAM_MESSAGES.kindInvalid],
      itemId: [TEAM_MESSAGES.itemInvalid],
      userCodes: [TEAM_MESSAGES.peopleRequired],
      dueDate: [TEAM_MESSAGES.dueDateInvalid],
      message: [TEAM_MESSAGES.messageTooLong],
    });
    const pathWithDue = await call('tm-lead', '/api/team/assignments', {
      kind: 'PATH',
      itemId: 1,
      userCodes: ['tm-a'],
      dueDate: '2099-01-01',
    });
    expect(fieldsOf(pathWithDue).dueDate).toEqual([TEAM_MESSAGES.dueDateNotAllowed]);
    const pastDue = await call('tm-lead', '/api/team/assignments', {
      kind: 'RESOURCE',
      itemId: 1,
      userCodes: ['tm-a'],
      dueDate: '2000-01-01',
    });
    expect(fieldsOf(pastDue).dueDate).toEqual([TEAM_MESSAGES.dueDatePast]);

    const nudge = await call('tm-lead', '/api/team/nudges', { userCodes: ['tm-a', 'tm-a'] });
    expect(nudge.status).toBe(400);
    expect(fieldsOf(nudge)['userCodes.1']).toEqual([TEAM_MESSAGES.peopleDuplicate]);
    const tooMany = await call('tm-lead', '/api/team/nudges', {
      userCodes: Array.from({ length: 101 }, (_, index) => `p${index}`),
    });
    expect(fieldsOf(tooMany).userCodes).toEqual([TEAM_MESSAGES.peopleTooMany]);

    const mine = await call('tm-a', '/api/team/mine?locale=de');
    expect(mine.status).toBe(400);
    expect(fieldsOf(mine)).toHaveProperty('locale');
  });
});

describe('the reporting line', () => {
  it('shows a manager of managers the whole line below them, active people only, with depths', async () => {
    const page = await members('tm-boss', { pageSize: 100 });
    expect(page.result.map((member) => [member.userCode, member.depth, member.managerUserCode])).toEqual([
      ['tm-a', 2, 'tm-lead'],
      ['tm-b', 2, 'tm-lead'],
      ['tm-c', 1, 'tm-boss'],
      ['tm-lead', 1, 'tm-boss'],
    ]);
    expect(page.totalRecords).toBe(4);
    expect(page.counts.all).toBe(4);
    expect(page.result[0]?.managerName).toBe('Leo Lead');

    const direct = await members('tm-boss', { scope: 'DIRECT' });
    expect(direct.result.map((member) => member.userCode)).toEqual(['tm-c', 'tm-lead']);
    const searched = await members('tm-boss', { term: 'BRUN' });
    expect(searched.result.map((member) => member.userCode)).toEqual(['tm-b']);
    const paged = await members('tm-boss', { pageNo: 2, pageSize: 3, sort: 'NAME', direction: 'desc' });
    expect(paged.result.map((member) => member.userCode)).toEqual(['tm-a']);
    expect(paged.totalRecords).toBe(4);
  });

  it('shows a manager only their own line, and someone without reportees an empty page', async () => {
    const lead = await members('tm-lead');
    expect(lead.result.map((member) => member.userCode)).toEqual(['tm-a', 'tm-b']);
    const loner = await members('tm-loner');
    expect(loner).toEqual({
      totalRecords: 0,
      result: [],
      counts: { all: 0, overdue: 0, assessmentsPending: 0, notStarted: 0, inactive: 0 },
    });
  });

  it('answers 404 for anyone outside the line: a peer, oneself, an inactive person, another tenant', async () => {
    for (const userCode of ['tm-c', 'tm-lead', 'tm-gone', 'tm-boreal', 'boreal-apprenant', 'nobody']) {
      const response = await call('tm-lead', `/api/team/members/${userCode}`);
      expect(response.status, userCode).toBe(404);
    }
    const ok = await call('tm-boss', '/api/team/members/tm-a');
    expect(ok.status).toBe(200);
    expect(ok.json<TTeamMemberDetailResponse>().member.depth).toBe(2);
  });

  it('refuses to assign to or nudge anyone outside the line as a whole (404, nothing written)', async () => {
    const pathId = content.pathId;
    const assign = await call('tm-lead', '/api/team/assignments', {
      kind: 'PATH',
      itemId: pathId,
      userCodes: ['tm-a', 'tm-c'],
    });
    expect(assign.status).toBe(404);
    const written = await server.database.db
      .selectFrom('learning_path_assignments')
      .select('target_code')
      .where('tenant_code', '=', 'acme')
      .where('target_code', 'in', ['tm-a', 'tm-c'])
      .execute();
    expect(written).toEqual([]);
    const nudge = await call('tm-lead', '/api/team/nudges', { userCodes: ['tm-boreal'] });
    expect(nudge.status).toBe(404);
    const own = await call('tm-lead', '/api/team/nudges', { userCodes: ['tm-lead'] });
    expect(own.status).toBe(404);
  });
});

describe('a tenant with TEAMS off', () => {
  it('answers 404 on every call', async () => {
    const calls: [string, unknown][] = [
      ['/api/team/members', {}],
      ['/api/team/members/boreal-apprenant', undefined],
      ['/api/team/assignables?kind=PATH', undefined],
      ['/api/team/assignments', { kind: 'PATH', itemId: 1, userCodes: ['boreal-apprenant'] }],
      ['/api/team/nudges', { userCodes: ['boreal-apprenant'] }],
      ['/api/team/mine', undefined],
    ];
    for (const [path, body] of calls) {
      const response = await server.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        host: 'boreal.localhost',
        headers: borealAdmin,
        ...(body === undefined ? {} : { body }),
      });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('assignments', () => {
  it('assigns a path to people of the line: recorded, notified in their language, audited; again changes nothing', async () => {
    const pathId = content.pathId;
    const response = await call('tm-boss', '/api/team/assignments', {
      kind: 'PATH',
      itemId: pathId,
      userCodes: ['tm-b', 'tm-a'],
      message: 'Start this week, please.',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json<TTeamAssignResponse>()).toEqual({ assigned: ['tm-b', 'tm-a'], alreadyAssigned: [] });

    const rows = await server.database.db
      .selectFrom('learning_path_assignments')
      .select(['target_kind', 'target_code', 'assigned_by'])
      .where('tenant_code', '=', 'acme')
      .where('path_id', '=', pathId)
      .where('target_code', 'in', ['tm-a', 'tm-b'])
      .orderBy('target_code')
      .execute();
    expect(rows).toEqual([
      { target_kind: 'USER', target_code: 'tm-a', assigned_by: 'tm-boss' },
      { target_kind: 'USER', target_code: 'tm-b', assigned_by: 'tm-boss' },
    ]);
    const [english] = await notificationsOf('tm-a');
    expect(english?.title).toMatch(/^New assignment: /);
    expect(english?.description).toContain('Bea Boss assigned you this learning path.');
    expect(english?.description).toContain('Start this week, please.');
    const [french] = await notificationsOf('tm-b');
    expect(french?.title).toMatch(/^Nouvelle affectation : /);
    const audit = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['actor_user_code', 'area', 'action', 'target_kind', 'target_id'])
      .where('tenant_code', '=', 'acme')
      .where('area', '=', 'team')
      .orderBy('target_id')
      .execute();
    expect(audit).toEqual([
      { actor_user_code: 'tm-boss', area: 'team', action: 'assign', target_kind: 'user', target_id: 'tm-a' },
      { actor_user_code: 'tm-boss', area: 'team', action: 'assign', target_kind: 'user', target_id: 'tm-b' },
    ]);

    const again = await call('tm-lead', '/api/team/assignments', { kind: 'PATH', itemId: pathId, userCodes: ['tm-a'] });
    expect(again.json<TTeamAssignResponse>()).toEqual({ assigned: [], alreadyAssigned: ['tm-a'] });
    expect(await notificationsOf('tm-a')).toHaveLength(1);

    const detail = (await call('tm-lead', '/api/team/members/tm-a')).json<TTeamMemberDetailResponse>();
    expect(detail.assignments).toContainEqual(
      expect.objectContaining({ kind: 'PATH', itemId: pathId, status: 'NOT_STARTED', dueDate: null }),
    );
  });

  it('assigns a resource and an assessment with a due date, counted as pending for the manager', async () => {
    const resourceId = content.resourceId;
    const setId = content.setId;
    const dueDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const resource = await call('tm-lead', '/api/team/assignments', {
      kind: 'RESOURCE',
      itemId: resourceId,
      userCodes: ['tm-a'],
      dueDate,
    });
    expect(resource.json<TTeamAssignResponse>().assigned).toEqual(['tm-a']);
    const assessment = await call('tm-lead', '/api/team/assignments', {
      kind: 'ASSESSMENT',
      itemId: setId,
      userCodes: ['tm-a'],
      dueDate,
    });
    expect(assessment.json<TTeamAssignResponse>().assigned).toEqual(['tm-a']);
    const detail = (await call('tm-lead', '/api/team/members/tm-a')).json<TTeamMemberDetailResponse>();
    expect(detail.assignments).toContainEqual(
      expect.objectContaining({ kind: 'RESOURCE', itemId: resourceId, dueDate, status: 'NOT_STARTED' }),
    );
    expect(detail.assignments).toContainEqual(expect.objectContaining({ kind: 'ASSESSMENT', itemId: setId }));
    expect(detail.member.pendingAssessments).toBeGreaterThanOrEqual(1);
    const pending = await members('tm-lead', { filter: 'ASSESSMENTS_PENDING' });
    expect(pending.result.map((member) => member.userCode)).toContain('tm-a');
  });

  /** A published event of one session of `capacity` seats in five days, for these audiences; its session. */
  async function publishEvent(
    titleEn: string,
    titleFr: string,
    audiences: { targetKind: string; targetCode?: string }[],
    capacity: number,
  ): Promise<{ sessionId: number; startsAt: string }> {
    const startsAt = new Date(Date.now() + 5 * DAY).toISOString();
    const created = await server.request('/api/events/admin/events', {
      method: 'POST',
      headers: admin,
      body: { titleEn, titleFr, timeZone: 'America/Toronto', audiences },
    });
    expect(created.status, created.text).toBe(201);
    const eventId = created.json<{ returnValue: { eventId: number } }>().returnValue.eventId;
    const session = await server.request(`/api/events/admin/events/${eventId}/sessions`, {
      method: 'POST',
      headers: admin,
      body: {
        startsAt,
        endsAt: new Date(Date.now() + 5 * DAY + 3_600_000).toISOString(),
        mode: 'IN_PERSON',
        place: 'Room 1',
        capacity,
      },
    });
    expect(session.status, session.text).toBe(201);
    await server.request(`/api/events/admin/events/${eventId}/publish`, { method: 'POST', headers: admin });
    return { sessionId: session.json<{ returnValue: { sessionId: number } }>().returnValue.sessionId, startsAt };
  }

  it('registers people for an event session by its seat rules (a seat, then the waiting list)', async () => {
    const { sessionId, startsAt } = await publishEvent('Team huddle', 'Caucus d’équipe', [{ targetKind: 'ALL' }], 1);

    const offered = (
      await call('tm-lead', '/api/team/assignables?kind=EVENT&term=huddle')
    ).json<TTeamAssignablesResponse>();
    expect(offered.result).toEqual([{ kind: 'EVENT', itemId: sessionId, title: 'Team huddle', detail: startsAt }]);

    const response = await call('tm-lead', '/api/team/assignments', {
      kind: 'EVENT',
      itemId: sessionId,
      userCodes: ['tm-a', 'tm-b'],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json<TTeamAssignResponse>()).toEqual({ assigned: ['tm-a', 'tm-b'], alreadyAssigned: [] });
    const registrations = await server.database.db
      .selectFrom('event_registrations')
      .select(['user_code', 'status'])
      .where('tenant_code', '=', 'acme')
      .where('session_id', '=', sessionId)
      .orderBy('user_code')
      .execute();
    expect(registrations).toEqual([
      { user_code: 'tm-a', status: 'SEATED' },
      { user_code: 'tm-b', status: 'WAITING' },
    ]);
    const french = (await notificationsOf('tm-b')).find((notice) => notice.title.includes('Caucus'));
    expect(french?.description).toContain('liste d’attente');
    // A full session is no longer offered.
    const full = (
      await call('tm-lead', '/api/team/assignables?kind=EVENT&term=huddle')
    ).json<TTeamAssignablesResponse>();
    expect(full.result).toEqual([]);
  });

  it('registers nobody for an event when someone chosen is outside its audience (409)', async () => {
    // For sales associates: tm-a is one, tm-b is not (and could not open the event).
    const { sessionId } = await publishEvent(
      'Sales clinic',
      'Clinique de vente',
      [{ targetKind: 'JOB_ROLE', targetCode: 'SALES_ASSOCIATE' }],
      10,
    );
    const refused = await call('tm-lead', '/api/team/assignments', {
      kind: 'EVENT',
      itemId: sessionId,
      userCodes: ['tm-a', 'tm-b'],
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json<TProblem>().detail).toBe(TEAM_MESSAGES.notInEventAudience);
    const registered = () =>
      server.database.db
        .selectFrom('event_registrations')
        .select('user_code')
        .where('tenant_code', '=', 'acme')
        .where('session_id', '=', sessionId)
        .execute();
    expect(await registered()).toEqual([]);

    const accepted = await call('tm-lead', '/api/team/assignments', {
      kind: 'EVENT',
      itemId: sessionId,
      userCodes: ['tm-a'],
    });
    expect(accepted.json<TTeamAssignResponse>()).toEqual({ assigned: ['tm-a'], alreadyAssigned: [] });
    expect(await registered()).toEqual([{ user_code: 'tm-a' }]);
  });

  it('writes an assignment in one transaction: a failed audit entry leaves no assignment and no notification', async () => {
    const setId = await addSet('Rolled back quiz');
    const before = (await notificationsOf('tm-b')).length;
    const failing = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      const response = await call('tm-lead', '/api/team/assignments', {
        kind: 'ASSESSMENT',
        itemId: setId,
        userCodes: ['tm-b'],
      });
      expect(response.status).toBe(500);
    } finally {
      await failing.undo();
    }
    const rows = await server.database.db
      .selectFrom('assessment_set_assignments')
      .select('target_code')
      .where('tenant_code', '=', 'acme')
      .where('set_id', '=', setId)
      .execute();
    expect(rows).toEqual([]);
    expect(await notificationsOf('tm-b')).toHaveLength(before);
    // Once the audit log takes entries again, the same call assigns.
    const again = await call('tm-lead', '/api/team/assignments', {
      kind: 'ASSESSMENT',
      itemId: setId,
      userCodes: ['tm-b'],
    });
    expect(again.json<TTeamAssignResponse>().assigned).toEqual(['tm-b']);
  });

  it('answers 404 for an item of another tenant and 409 for one no longer assignable', async () => {
    const foreign = await call('tm-lead', '/api/team/assignments', {
      kind: 'PATH',
      itemId: content.borealPathId,
      userCodes: ['tm-a'],
    });
    expect(foreign.status).toBe(404);
    const draftId = await addPath('acme', 'Draft path', [], { status: 'DRAFT' });
    const unpublished = await call('tm-lead', '/api/team/assignments', {
      kind: 'PATH',
      itemId: draftId,
      userCodes: ['tm-a'],
    });
    expect(unpublished.status).toBe(409);
    expect(unpublished.json<TProblem>().detail).toBe(TEAM_MESSAGES.itemUnavailable);
  });
});

describe('progress in the line', () => {
  it('shows the core path percent, overdue items and the last activity, and filters and sorts by them', async () => {
    const db = server.database.db;
    const items = await db
      .selectFrom('learning_path_items')
      .select(['object_kind', 'object_id', 'is_required'])
      .where('tenant_code', '=', 'acme')
      .where('path_id', '=', content.corePathId)
      .execute();
    // Assigned three days ago: the required resource (due a day after) is overdue until done.
    await db
      .insertInto('user_learning_paths')
      .values(
        ['tm-a', 'tm-b'].map((userCode) => ({
          tenant_code: 'acme',
          user_code: userCode,
          path_id: content.corePathId,
          assigned_at: new Date(Date.now() - 3 * DAY).toISOString(),
          acknowledged_version: 1,
        })),
      )
      .execute();
    // tm-b: an overdue resource besides (due yesterday, never completed).
    const resourceId = await addResource('acme', 'Overdue reading');
    await db
      .insertInto('resource_assignments')
      .values({
        tenant_code: 'acme',
        user_code: 'tm-b',
        resource_id: resourceId,
        is_elective: false,
        due_date: new Date(Date.now() - DAY).toISOString(),
        assigned_by: 'tm-lead',
        assigned_at: new Date(Date.now() - 3 * DAY).toISOString(),
      })
      .execute();
    // tm-a completes every item of the core path (the record announces it: kept lines are dropped).
    await record.record(
      db,
      'acme',
      items.map((item) => ({
        actorUserCode: 'tm-a',
        verb: 'completed' as const,
        objectKind: item.object_kind as 'RESOURCE' | 'ASSESSMENTSET',
        objectId: String(item.object_id),
        idempotencyKey: `team-test:${item.object_kind}:${item.object_id}`,
      })),
    );
    const page = await members('tm-lead', { sort: 'PROGRESS', direction: 'desc' });
    expect(page.result.map((member) => [member.userCode, member.corePath?.percent])).toEqual([
      ['tm-a', 100],
      ['tm-b', 0],
    ]);
    const [a, b] = page.result;
    expect(a?.corePath).toEqual({ pathId: content.corePathId, title: 'Team core path', percent: 100 });
    expect(a?.overdueItems).toBe(0);
    expect(a?.lastActivity?.verb).toBe('completed');
    expect(a?.lastActivity?.title).not.toBe('');
    expect(b?.overdueItems).toBe(2);
    expect(b?.lastActivity).toBeNull();
    expect(page.counts).toMatchObject({ all: 2, inactive: 1, notStarted: 1 });
    const overdue = await members('tm-lead', { filter: 'OVERDUE' });
    expect(overdue.result.map((member) => member.userCode)).toContain('tm-b');
    const inactive = await members('tm-lead', { filter: 'INACTIVE' });
    expect(inactive.result.map((member) => member.userCode)).toEqual(['tm-b']);
    const byActivity = await members('tm-lead', { sort: 'LAST_ACTIVE', direction: 'asc' });
    // Never active comes last whatever the direction.
    expect(byActivity.result.map((member) => member.userCode)).toEqual(['tm-a', 'tm-b']);

    const detail = (await call('tm-lead', '/api/team/members/tm-a?locale=fr-CA')).json<TTeamMemberDetailResponse>();
    expect(detail.recentActivity.length).toBeGreaterThan(0);
    expect(detail.recentActivity.length).toBeLessThanOrEqual(10);
    expect(detail.recentActivity[0]).toMatchObject({ verb: 'completed' });
  });
});

describe('nudges', () => {
  it('sends one nudge per manager and person per 24 hours, however many requests race', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('tm-lead', '/api/team/nudges', { userCodes: ['tm-a'], message: 'Keep going!' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const answers = responses.map((response) => response.json<TTeamNudgeResponse>());
    expect(answers.filter((answer) => answer.sent.includes('tm-a'))).toHaveLength(1);
    expect(answers.filter((answer) => answer.skipped.includes('tm-a'))).toHaveLength(19);
    const nudges = (await notificationsOf('tm-a')).filter((notice) => notice.title === 'A reminder from Leo Lead');
    expect(nudges).toHaveLength(1);
    expect(nudges[0]?.description).toContain('Keep going!');

    // Another manager of the line may still nudge; 24 hours later the same one may again.
    const boss = (
      await call('tm-boss', '/api/team/nudges', { userCodes: ['tm-a', 'tm-b'] })
    ).json<TTeamNudgeResponse>();
    expect(boss).toEqual({ sent: ['tm-a', 'tm-b'], skipped: [] });
    await server.database.db
      .updateTable('team_nudges')
      .set({ last_nudged_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('tenant_code', '=', 'acme')
      .where('manager_user_code', '=', 'tm-lead')
      .execute();
    const later = (
      await call('tm-lead', '/api/team/nudges', { userCodes: ['tm-a', 'tm-b'] })
    ).json<TTeamNudgeResponse>();
    expect(later).toEqual({ sent: ['tm-a', 'tm-b'], skipped: [] });
  });
});

describe('my team', () => {
  it('shows an employee their manager, their active teammates and what the team learns together', async () => {
    const response = await call('tm-a', '/api/team/mine?locale=en');
    expect(response.status, response.text).toBe(200);
    const mine = response.json<TMyTeamResponse>();
    expect(mine.manager).toMatchObject({ userCode: 'tm-lead', displayName: 'Leo Lead' });
    expect(mine.teammates.map((person) => person.userCode)).toEqual(['tm-b']);
    // tm-a completed the core path's items in the last 30 days.
    expect(mine.learningTogether.length).toBeGreaterThan(0);
    expect(mine.learningTogether.length).toBeLessThanOrEqual(6);
    expect(mine.learningTogether[0]?.peopleCount).toBe(1);

    const loner = (await call('tm-loner', '/api/team/mine')).json<TMyTeamResponse>();
    expect(loner).toEqual({ manager: null, teammates: [], learningTogether: [] });
  });
});
