import {
  REPORTS,
  type TProblem,
  type TReportCode,
  type TReportPage,
  type TReportQuery,
  type TReportRow,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { grantPermissions } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';
import { createLearningPathsService } from '../learning-paths/learning-paths.service.ts';
import { createReportSources } from './report-sources.ts';
import type { TReportScope } from './report-source.ts';

let server: TTestServer;
let admin: Record<string, string>;
let pathViewer: Record<string, string>;
let pathId: number;
let borealPathId: number;
let setId: number;
let store: { id: number; code: string };

const DONE = 'rep-done';
const HALF = 'rep-half';
const LATE = 'rep-late';
const VIEWER = 'rep-viewer';
const DAY = 24 * 60 * 60 * 1000;

const pathActor = (tenantCode: string): TActor => ({
  tenantCode,
  userCode: `${tenantCode}-admin`,
  userId: 0,
  defaultLocale: 'en',
  permissions: ['LEARNINGPATH_ADMIN'],
});

function ask(
  code: TReportCode,
  body: TReportQuery | Record<string, unknown>,
  headers = admin,
  host = 'acme.localhost',
) {
  return server.request(REPORTS[code].path, { method: 'POST', headers, host, body });
}

async function report(code: TReportCode, body: TReportQuery = {}): Promise<TReportPage> {
  const response = await ask(code, body);
  expect(response.status, response.text).toBe(200);
  return response.json<{ returnValue: TReportPage }>().returnValue;
}

async function fieldsOf(code: TReportCode, body: Record<string, unknown>): Promise<string[]> {
  const response = await ask(code, body);
  expect(response.status, response.text).toBe(400);
  return Object.keys(response.json<TProblem>().errors ?? {});
}

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
      buildUserRow('acme', DONE, {
        first_name: 'Dana',
        last_name: 'Done',
        location_id: store.id,
        job_role_code: 'SALES_ASSOCIATE',
      }),
      buildUserRow('acme', HALF, { first_name: 'Hank', last_name: 'Half', job_role_code: 'SALES_ASSOCIATE' }),
      buildUserRow('acme', LATE, { first_name: 'Lara', last_name: 'Late' }),
      buildUserRow('acme', VIEWER, { first_name: 'Vic', last_name: 'Viewer' }),
    ])
    .execute();
  await grantPermissions(server, 'acme', VIEWER, ['LEARNINGPATH_VIEW_REPORTS'], 'Path reports');

  const [first = 0, optional = 0, second = 0] = await Promise.all(
    ['Report one', 'Report optional', 'Report two'].map(
      async (title) =>
        (await createTestResource(server, 'acme', webinarBody({ texts: { en: { title, description: null } } })))
          .resourceId,
    ),
  );
  const paths = createLearningPathsService(db, { record: createLearningRecordService() });
  const levels = (items: number[][]) =>
    items.map((level, index) => ({
      titleEn: `Level ${index + 1}`,
      titleFr: `Niveau ${index + 1}`,
      modules: [
        {
          titleEn: 'M',
          titleFr: 'M',
          items: level.map((objectId) => ({
            kind: 'RESOURCE' as const,
            objectId,
            isRequired: objectId !== optional,
            dueDays: null,
          })),
        },
      ],
    }));
  const pathData = (titleEn: string, items: number[][]) => ({
    titleEn,
    titleFr: `${titleEn} (fr)`,
    descriptionEn: null,
    descriptionFr: null,
    isCore: false,
    jobRoleCode: null,
    dueDays: 10,
    levels: levels(items),
  });
  pathId = (await paths.createPath(pathActor('acme'), pathData('Report path', [[first, optional], [second]]), 'en'))
    .pathId;
  const borealResource = (
    await createTestResource(server, 'boreal', webinarBody({ texts: { en: { title: 'B', description: null } } }))
  ).resourceId;
  borealPathId = (await paths.createPath(pathActor('boreal'), pathData('Boreal path', [[borealResource]]), 'en'))
    .pathId;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  await db
    .insertInto('user_learning_paths')
    .values(
      [
        [DONE, 30],
        [HALF, 30],
        [LATE, 40],
      ].map(([userCode, days]) => ({
        tenant_code: 'acme',
        user_code: String(userCode),
        path_id: pathId,
        assigned_at: daysAgo(Number(days)),
        acknowledged_version: 1,
      })),
    )
    .execute();
  const statement = (userCode: string, objectId: number, verb: 'completed' | 'viewed') => ({
    actorUserCode: userCode,
    verb,
    objectKind: 'RESOURCE' as const,
    objectId: String(objectId),
    idempotencyKey: `report-test:${userCode}:${objectId}:${verb}`,
  });
  await createLearningRecordService().record(db, 'acme', [
    statement(DONE, first, 'completed'),
    statement(DONE, second, 'completed'),
    statement(HALF, first, 'completed'),
    statement(LATE, first, 'viewed'),
  ]);

  // Attempts of a demo set, in January 2020 (no demo attempt is), so the date range isolates them.
  const set = await db
    .selectFrom('assessment_sets')
    .select(['id'])
    .where('tenant_code', '=', 'acme')
    .where('kind', '=', 'ASSESSMENT')
    .where('status', '=', 'PUBLISHED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  setId = set.id;
  const attempt = async (userCode: string, attemptNo: number, score: number, day: string, seconds: number) =>
    (
      await db
        .insertInto('assessment_attempts')
        .values({
          tenant_code: 'acme',
          set_id: setId,
          user_code: userCode,
          subject_user_code: userCode,
          attempt_no: attemptNo,
          status: 'COMPLETED',
          started_at: `2020-01-${day}T10:00:00.000Z`,
          deadline_at: null,
          last_activity_at: `2020-01-${day}T10:05:00.000Z`,
          completed_at: `2020-01-${day}T10:05:00.000Z`,
          completed_by: 'USER',
          points_awarded: score,
          max_points: 100,
          pass_mark_percent: 50,
          score_percent: score,
          passed: score >= 50,
          total_time_seconds: seconds,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const attempts = [
    await attempt(DONE, 1, 80, '10', 60),
    await attempt(DONE, 2, 40, '12', 120),
    await attempt(HALF, 1, 90, '20', 30),
  ];
  const question = await db
    .selectFrom('assessment_set_banks as sb')
    .innerJoin('questions as q', (join) =>
      join.onRef('q.tenant_code', '=', 'sb.tenant_code').onRef('q.bank_id', '=', 'sb.bank_id'),
    )
    .select(['q.id', 'q.version', 'q.content'])
    .where('sb.tenant_code', '=', 'acme')
    .where('sb.set_id', '=', setId)
    .orderBy('q.id')
    .executeTakeFirstOrThrow();
  // The question drawn alone in the first two attempts: right once, wrong once.
  await db
    .insertInto('assessment_attempt_questions')
    .values(
      attempts.slice(0, 2).map((attemptId, index) => ({
        tenant_code: 'acme',
        attempt_id: attemptId,
        position: 1,
        question_id: question.id,
        question_version: question.version,
        question_snapshot: question.content,
        option_order: '[]',
        points_possible: 1,
        points_awarded: index === 0 ? 1 : 0,
        is_correct: index === 0,
      })),
    )
    .execute();

  await db
    .insertInto('assessment_attempt_responses')
    .values(
      attempts.slice(0, 2).map((attemptId) => ({
        tenant_code: 'acme',
        attempt_id: attemptId,
        question_id: question.id,
        response: JSON.stringify({ optionId: 'x' }),
        client_seq: 1,
        saved_at: '2020-01-10T10:01:00.000Z',
      })),
    )
    .execute();
  // Views of three acme resources, for the popular-assets report.
  const viewed = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .orderBy('id')
    .limit(3)
    .execute();
  await db
    .insertInto('asset_views')
    .values(
      viewed.map((resource) => ({
        tenant_code: 'acme',
        user_code: DONE,
        resource_id: resource.id,
        asset_id: null,
        viewed_at: new Date().toISOString(),
      })),
    )
    .execute();

  admin = await bearer(server.database, 'acme', 'acme-admin');
  pathViewer = await bearer(server.database, 'acme', VIEWER);
});

afterAll(async () => {
  await server.close();
});

describe('PATH_COMPLETION', () => {
  it('counts each level of the path: completed, in progress, not started and %', async () => {
    const page = await report('PATH_COMPLETION', { pathIds: [pathId] });
    expect(page.totalRecords).toBe(2);
    expect(page.rows).toEqual([
      {
        pathTitle: 'Report path',
        level: 1,
        levelTitle: 'Level 1',
        assignedCount: 3,
        completedCount: 2,
        inProgressCount: 1,
        notStartedCount: 0,
        completionPercent: 66.7,
      },
      {
        pathTitle: 'Report path',
        level: 2,
        levelTitle: 'Level 2',
        assignedCount: 3,
        completedCount: 1,
        inProgressCount: 0,
        notStartedCount: 2,
        completionPercent: 33.3,
      },
    ]);
    expect(page.columns.map((column) => column.labelKey)).toContain('reports.column.completionPercent');
    expect(page.chart).toEqual({
      kind: 'bar',
      categoryKey: 'pathTitle',
      seriesKeys: ['completionPercent'],
      rows: [{ pathTitle: 'Report path', completionPercent: 33.3 }],
    });
  });

  it('filters the people by location and job role, and the levels', async () => {
    const atStore = await report('PATH_COMPLETION', { pathIds: [pathId], locationCodes: [store.code] });
    expect(atStore.rows.map((row) => [row['assignedCount'], row['completedCount']])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const associates = await report('PATH_COMPLETION', {
      pathIds: [pathId],
      jobRoles: ['SALES_ASSOCIATE'],
      levels: [2],
    });
    expect(associates.rows).toEqual([expect.objectContaining({ level: 2, assignedCount: 2, completedCount: 1 })]);
  });

  it('sorts by a sortable column and pages', async () => {
    const byPercent = { pathIds: [pathId], sortBy: 'completionPercent', pageSize: 1 };
    const first = await report('PATH_COMPLETION', { ...byPercent, sortDirection: 'asc' });
    expect(first.totalRecords).toBe(2);
    expect(first.rows.map((row) => row['level'])).toEqual([2]);
    const second = await report('PATH_COMPLETION', { ...byPercent, sortDirection: 'asc', pageNo: 2 });
    expect(second.rows.map((row) => row['level'])).toEqual([1]);
    const descending = await report('PATH_COMPLETION', { ...byPercent, sortDirection: 'desc' });
    expect(descending.rows.map((row) => row['level'])).toEqual([1]);
  });

  it('names paths and levels in the asked language', async () => {
    const page = await report('PATH_COMPLETION', { pathIds: [pathId], locale: 'fr-CA' });
    expect(page.rows.map((row) => [row['pathTitle'], row['levelTitle']])).toEqual([
      ['Report path (fr)', 'Niveau 1'],
      ['Report path (fr)', 'Niveau 2'],
    ]);
  });

  it("matches nothing for another tenant's path", async () => {
    const page = await report('PATH_COMPLETION', { pathIds: [borealPathId] });
    expect(page).toEqual(expect.objectContaining({ totalRecords: 0, rows: [] }));
  });
});

describe('PATH_OVERDUE', () => {
  it('lists each person past the due date with an incomplete path, most overdue first', async () => {
    const page = await report('PATH_OVERDUE', { pathIds: [pathId] });
    expect(page.totalRecords).toBe(2);
    expect(page.rows).toEqual([
      expect.objectContaining({ personName: 'Lara Late', pathTitle: 'Report path', daysOverdue: 30, percentDone: 0 }),
      expect.objectContaining({
        personName: 'Hank Half',
        jobRoleName: expect.any(String),
        daysOverdue: 20,
        percentDone: 50,
        dueDate: new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10),
      }),
    ]);
    expect(page.chart?.rows).toEqual([{ pathTitle: 'Report path', overdueCount: 2 }]);
  });
});

describe('ASSESSMENT_SCORES and ASSESSMENT_QUESTIONS', () => {
  const january = { from: '2020-01-01', to: '2020-01-31' };

  it('counts attempts, people, the average score and the pass rate in the dates', async () => {
    const page = await report('ASSESSMENT_SCORES', { ...january, setIds: [setId] });
    expect(page.rows).toEqual([
      expect.objectContaining({ attemptCount: 3, peopleCount: 2, averageScorePercent: 70, passRatePercent: 66.7 }),
    ]);
    expect(page.chart).toEqual(expect.objectContaining({ kind: 'bar', seriesKeys: ['passRatePercent'] }));
    const early = await report('ASSESSMENT_SCORES', { from: '2020-01-01', to: '2020-01-15', setIds: [setId] });
    expect(early.rows).toEqual([expect.objectContaining({ attemptCount: 2, peopleCount: 1, passRatePercent: 50 })]);
    const atStore = await report('ASSESSMENT_SCORES', { ...january, setIds: [setId], locationCodes: [store.code] });
    expect(atStore.rows).toEqual([expect.objectContaining({ attemptCount: 2, peopleCount: 1 })]);
  });

  it('gives each question of the set: answered, % correct and average time', async () => {
    const page = await report('ASSESSMENT_QUESTIONS', {
      ...january,
      setIds: [setId],
      sortBy: 'answeredCount',
      sortDirection: 'desc',
    });
    expect(page.totalRecords).toBeGreaterThan(1);
    expect(page.rows[0]).toEqual(
      expect.objectContaining({ questionNo: 1, answeredCount: 2, percentCorrect: 50, averageSeconds: 90 }),
    );
  });

  it("averages the gap of a job role's people on a competency against its target", async () => {
    const db = server.database.db;
    const competency = await db
      .selectFrom('competencies')
      .select(['id', 'name_en'])
      .where('tenant_code', '=', 'acme')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('job_roles')
      .values({
        tenant_code: 'acme',
        code: 'REPORT_ROLE',
        name_en: 'Report role',
        name_fr: 'Poste du rapport',
        business_type_code: null,
      })
      .execute();
    await db
      .insertInto('competency_targets')
      .values({ tenant_code: 'acme', job_role_code: 'REPORT_ROLE', competency_id: competency.id, target_level: 3 })
      .execute();
    await db
      .insertInto('users')
      .values([
        buildUserRow('acme', 'rep-gap-1', { job_role_code: 'REPORT_ROLE' }),
        buildUserRow('acme', 'rep-gap-2', { job_role_code: 'REPORT_ROLE' }),
      ])
      .execute();
    // Nobody rated them: each one's gap is the whole target.
    const page = await report('SKILL_GAPS', { jobRoles: ['REPORT_ROLE'] });
    expect(page.rows).toEqual([
      {
        groupKind: 'JOB_ROLE',
        groupName: 'Report role',
        competencyName: competency.name_en,
        peopleCount: 2,
        averageGap: 3,
      },
    ]);
    expect(page.chart).toEqual({
      kind: 'heatmap',
      categoryKey: 'groupName',
      seriesKeys: [competency.name_en],
      rows: [{ groupName: 'Report role', [competency.name_en]: 3 }],
    });
    const other = await report('SKILL_GAPS', { jobRoles: ['REPORT_ROLE'], competencyIds: [competency.id + 100_000] });
    expect(other.totalRecords).toBe(0);
  });

  it("matches nothing for another tenant's set", async () => {
    const borealSet = await server.database.db
      .selectFrom('assessment_sets')
      .select('id')
      .where('tenant_code', '=', 'boreal')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const code of ['ASSESSMENT_SCORES', 'ASSESSMENT_QUESTIONS'] as const) {
      expect((await report(code, { setIds: [borealSet.id] })).totalRecords).toBe(0);
    }
  });

  it("refuses a viewer who holds only another module's report permission (403)", async () => {
    const response = await ask('ASSESSMENT_SCORES', {}, pathViewer);
    expect(response.status).toBe(403);
    expect((await ask('PATH_COMPLETION', { pathIds: [pathId] }, pathViewer)).status).toBe(200);
  });
});

describe('bad input', () => {
  it.each(Object.keys(REPORTS).filter((code) => code !== 'POPULAR_ASSETS') as TReportCode[])(
    '%s: 400 with fields for an unknown sort column, a filter it does not take, and a bad page',
    async (code) => {
      if (code === 'SKILL_GAPS') {
        await server.database.db
          .updateTable('tenant_metadata')
          .set({ competencies_enabled: true })
          .where('tenant_code', '=', 'acme')
          .execute();
        server.app.competencyGate.forget('acme');
      }
      expect(await fieldsOf(code, { sortBy: 'nope' })).toEqual(['sortBy']);
      const notTaken = code === 'PATH_COMPLETION' || code === 'PATH_OVERDUE' ? 'setIds' : 'pathIds';
      expect(await fieldsOf(code, { [notTaken]: [1] })).toEqual([notTaken]);
      expect((await ask(code, { pageSize: 0 })).status).toBe(400);
      expect((await ask(code, { unknown: true })).status).toBe(400);
      if (!REPORTS[code].hasDates) {
        expect(await fieldsOf(code, { from: '2020-01-01' })).toEqual(['from']);
      } else {
        expect(await fieldsOf(code, { from: '2020-02-01', to: '2020-01-01' })).toEqual(['to']);
      }
    },
  );
});

describe('SKILL_GAPS', () => {
  it('answers 404 while the competency flags are off, and a heatmap when on', async () => {
    const db = server.database.db;
    await db
      .updateTable('tenant_metadata')
      .set({ competencies_enabled: false })
      .where('tenant_code', '=', 'acme')
      .execute();
    server.app.competencyGate.forget('acme');
    expect((await ask('SKILL_GAPS', {})).status).toBe(404);
    await db
      .updateTable('tenant_metadata')
      .set({ competencies_enabled: true })
      .where('tenant_code', '=', 'acme')
      .execute();
    server.app.competencyGate.forget('acme');
    const page = await report('SKILL_GAPS', { pageSize: 100 });
    expect(page.chart?.kind).toBe('heatmap');
    expect(page.totalRecords).toBeGreaterThan(0);
    expect(page.rows[0]).toEqual(
      expect.objectContaining({
        groupKind: expect.any(String),
        competencyName: expect.any(String),
        averageGap: expect.any(Number),
      }),
    );
  });
});

describe('a disabled module', () => {
  it("answers 404 on the module's reports", async () => {
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'LEARNINGPATH')
      .execute();
    const borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
    const response = await ask('PATH_COMPLETION', {}, borealAdmin, 'boreal.localhost');
    expect(response.status).toBe(404);
  });
});

describe('rows() in chunks', () => {
  it.each(['PATH_COMPLETION', 'PATH_OVERDUE', 'ASSESSMENT_SCORES', 'ASSESSMENT_QUESTIONS', 'POPULAR_ASSETS'] as const)(
    '%s gives exactly the rows of every page, in order',
    async (code) => {
      const sources = createReportSources(server.database.db, {
        record: createLearningRecordService(),
        competencyGate: server.app.competencyGate,
      });
      const source = sources[code];
      if (!source) {
        throw new Error(`no source ${code}`);
      }
      const scope: TReportScope = { tenantCode: 'acme', userCode: 'acme-admin', locale: 'en' };
      const query = { sortDirection: 'desc' as const };
      const total = await source.count(scope, query);
      const paged: TReportRow[] = [];
      for (let pageNo = 1; paged.length < total; pageNo += 1) {
        const page = await source.page(scope, { ...query, pageNo, pageSize: 2 });
        expect(page.rows.length).toBeGreaterThan(0);
        paged.push(...page.rows);
      }
      const chunked: TReportRow[] = [];
      for await (const chunk of source.rows(scope, query, 3)) {
        expect(chunk.length).toBeLessThanOrEqual(3);
        chunked.push(...chunk);
      }
      expect(total).toBeGreaterThan(1);
      expect(chunked).toEqual(paged);
    },
  );
});
