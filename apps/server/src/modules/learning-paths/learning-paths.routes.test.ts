import {
  completionKey,
  LEARNING_PATH_MESSAGES,
  ZSaveSetRequestSchema,
  type TAdminPath,
  type TCreatePathRequest,
  type TGlobalSearchResponse,
  type TLearnerPath,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { announceStatements, createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';
import { createAssessmentSetsService } from '../assessments/assessment-sets.service.ts';
import { setBody, singleChoice } from '../assessments/assessment-test-fixtures.ts';
import { createQuestionBanksService } from '../assessments/question-banks.service.ts';
import { createLearningPathsService } from './learning-paths.service.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let newhire: Record<string, string>;
let boreal: Record<string, string>;
// Published resources of acme, and one of boreal.
let r: number[];
let borealPathId: number;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

function resourceBody(title: string) {
  return webinarBody({
    texts: { en: { title, description: null }, 'fr-CA': { title: `${title} (fr)`, description: null } },
  });
}

/** Two levels: level 1 = module A (first resource required, second elective); level 2 = module B (third required). */
function pathBody(overrides: Partial<TCreatePathRequest> = {}): TCreatePathRequest {
  return {
    titleEn: 'Sales floor basics',
    titleFr: 'Les bases de la surface de vente',
    descriptionEn: 'Start here.',
    isCore: false,
    levels: [
      {
        titleEn: 'Level one',
        titleFr: 'Niveau un',
        modules: [
          {
            titleEn: 'Module A',
            titleFr: 'Module A',
            items: [
              { kind: 'RESOURCE', objectId: r[0] ?? 0, isRequired: true },
              { kind: 'RESOURCE', objectId: r[1] ?? 0, isRequired: false },
            ],
          },
        ],
      },
      {
        titleEn: 'Level two',
        titleFr: 'Niveau deux',
        modules: [
          {
            titleEn: 'Module B',
            titleFr: 'Module B',
            items: [{ kind: 'RESOURCE', objectId: r[2] ?? 0, isRequired: true }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

async function createPath(data: TCreatePathRequest = pathBody()): Promise<TAdminPath> {
  const response = await server.request('/api/path/admin', { method: 'POST', headers: admin, body: data });
  expect(response.status, response.text).toBe(201);
  return body<TAdminPath>(response);
}

async function publish(pathId: number): Promise<void> {
  const response = await server.request(`/api/path/admin/${pathId}/publish`, { method: 'POST', headers: admin });
  expect(response.status, response.text).toBe(200);
}

async function corePathOf(headers: Record<string, string>): Promise<TLearnerPath | null> {
  const response = await server.request('/api/corepath', { headers });
  expect(response.status, response.text).toBe(200);
  return body<TLearnerPath | null>(response);
}

function itemOf(view: TLearnerPath, objectId: number) {
  const item = view.levels
    .flatMap((level) => level.modules.flatMap((module) => module.items))
    .find((candidate) => candidate.objectId === objectId);
  if (!item) {
    throw new Error(`no item for ${objectId}`);
  }
  return item;
}

async function complete(headers: Record<string, string>, itemId: number) {
  return server.request('/api/corepath/completeItem', { method: 'POST', headers, body: { itemId } });
}

async function completionsOf(
  userCode: string,
  objectId: number,
  objectKind: 'RESOURCE' | 'PATH' = 'RESOURCE',
): Promise<number> {
  const row = await server.database.db
    .selectFrom('learning_statements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', 'acme')
    .where('actor_user_code', '=', userCode)
    .where('verb', '=', 'completed')
    .where('object_kind', '=', objectKind)
    .where('object_id', '=', String(objectId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeAll(async () => {
  server = await startTestServer();
  // Boreal without learning paths (the module gate); before any request reads boreal's modules.
  await server.database.db
    .deleteFrom('tenant_modules')
    .where('tenant_code', '=', 'boreal')
    .where('module_code', '=', 'LEARNINGPATH')
    .execute();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  newhire = await bearer(server.database, 'acme', 'acme-newhire');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
  r = [];
  for (const title of ['Greeting customers', 'Till basics', 'Closing the store', 'Stock rotation', 'Unused one']) {
    r.push((await createTestResource(server, 'acme', resourceBody(title))).resourceId);
  }
  // Boreal's own path, written through the service (boreal has no learning path routes here).
  const borealResource = await createTestResource(server, 'boreal', resourceBody('Sécurité atelier'));
  const borealActor: TActor = {
    tenantCode: 'boreal',
    userCode: 'boreal-admin',
    userId: 0,
    defaultLocale: 'fr-CA',
    permissions: ['LEARNINGPATH_ADMIN'],
  };
  const service = createLearningPathsService(server.database.db, { record: createLearningRecordService() });
  const borealPath = await service.createPath(
    borealActor,
    {
      titleEn: 'Workshop',
      titleFr: 'Atelier',
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
              items: [{ kind: 'RESOURCE', objectId: borealResource.resourceId, isRequired: true, dueDays: null }],
            },
          ],
        },
      ],
    },
    'fr-CA',
  );
  borealPathId = borealPath.pathId;
  await service.publish(borealActor, borealPathId, 'fr-CA');
});
afterAll(async () => {
  await server.close();
});

describe('path administration', () => {
  it('creates a draft with its levels, modules and items in order, lists it, and publishes it into search', async () => {
    const created = await createPath();
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, titleEn: 'Sales floor basics' });
    expect(created.levels.map((level) => level.titleEn)).toEqual(['Level one', 'Level two']);
    expect(created.levels[0]?.modules[0]?.items.map((item) => [item.objectId, item.title, item.isRequired])).toEqual([
      [r[0], 'Greeting customers', true],
      [r[1], 'Till basics', false],
    ]);

    const list = await server.request('/api/path/admin/list', {
      method: 'POST',
      headers: admin,
      body: { searchText: 'floor' },
    });
    expect(list.json()).toMatchObject({
      totalRecords: 1,
      result: [{ pathId: created.pathId, itemCount: 3, levelCount: 2 }],
    });

    await publish(created.pathId);
    const search = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      headers: newhire,
      body: { pageSize: 10, searchParameters: { searchText: 'sales floor', moduleCodes: ['LEARNINGPATH'] } },
    });
    expect(search.status, search.text).toBe(200);
    const found = search.json<TGlobalSearchResponse>().result.flatMap((group) => group.items);
    expect(found.some((item) => item.entityKind === 'PATH' && item.entityId === String(created.pathId))).toBe(true);

    await server.request(`/api/path/admin/${created.pathId}/unpublish`, { method: 'POST', headers: admin });
    const after = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      headers: newhire,
      body: { pageSize: 10, searchParameters: { searchText: 'sales floor', moduleCodes: ['LEARNINGPATH'] } },
    });
    const stillFound = after.json<TGlobalSearchResponse>().result.flatMap((group) => group.items);
    expect(stillFound.some((item) => item.entityId === String(created.pathId))).toBe(false);
    await server.request(`/api/path/admin/${created.pathId}`, { method: 'DELETE', headers: admin });
  });

  it('answers 400 with field errors for bad paths, naming each broken rule', async () => {
    const empty = await server.request('/api/path/admin', { method: 'POST', headers: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(fieldsOf(empty))).toContain('levels');

    const broken = pathBody({
      titleEn: '',
      titleFr: '',
      isCore: true,
      levels: [
        {
          titleEn: '',
          titleFr: '',
          modules: [
            {
              titleEn: 'M',
              titleFr: 'M',
              items: [
                { kind: 'RESOURCE', objectId: r[0] ?? 0 },
                { kind: 'RESOURCE', objectId: r[0] ?? 0 },
                { kind: 'RESOURCE', objectId: 999_999 },
              ],
            },
          ],
        },
      ],
    });
    const response = await server.request('/api/path/admin', { method: 'POST', headers: admin, body: broken });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual({
      titleEn: [LEARNING_PATH_MESSAGES.titleRequired],
      jobRoleCode: [LEARNING_PATH_MESSAGES.jobRoleRequired],
      'levels.0.titleEn': [LEARNING_PATH_MESSAGES.titleRequired],
      'levels.0.modules.0.items.1.objectId': [LEARNING_PATH_MESSAGES.itemDuplicate],
      'levels.0.modules.0.items.2.objectId': [LEARNING_PATH_MESSAGES.resourceUnknown],
    });

    const dueDays = await server.request('/api/path/admin', {
      method: 'POST',
      headers: admin,
      body: pathBody({ dueDays: 0 }),
    });
    expect(fieldsOf(dueDays)).toEqual({ dueDays: [LEARNING_PATH_MESSAGES.dueDaysInvalid] });

    for (const [url, payload] of [
      ['/api/corepath/setUserPath', { pathId: 'one' }],
      ['/api/corepath/completeItem', {}],
      ['/api/path/admin/Search', { ActionEntityName: 'Event', ActionEntityId: [1] }],
    ] as const) {
      const bad = await server.request(url, { method: 'POST', headers: admin, body: payload });
      expect(bad.status, url).toBe(400);
      expect(Object.keys(fieldsOf(bad)).length, url).toBeGreaterThan(0);
    }
  });

  it('keeps one core path per job role and refuses unknown assignment targets', async () => {
    const core = await createPath(pathBody({ titleEn: 'Core A', isCore: true, jobRoleCode: 'STORE_MANAGER' }));
    const second = await server.request('/api/path/admin', {
      method: 'POST',
      headers: admin,
      body: pathBody({ titleEn: 'Core B', isCore: true, jobRoleCode: 'STORE_MANAGER' }),
    });
    expect(fieldsOf(second)).toEqual({ jobRoleCode: [LEARNING_PATH_MESSAGES.coreTaken] });

    const unknown = await server.request(`/api/path/admin/${core.pathId}/assignments`, {
      method: 'PUT',
      headers: admin,
      body: { jobRoleCodes: ['NOPE'], userCodes: ['acme-learner', 'nobody'], locationIds: [] },
    });
    expect(fieldsOf(unknown)).toEqual({
      'jobRoleCodes.0': [LEARNING_PATH_MESSAGES.jobRoleUnknown],
      'userCodes.1': [LEARNING_PATH_MESSAGES.userUnknown],
    });
    const saved = await server.request(`/api/path/admin/${core.pathId}/assignments`, {
      method: 'PUT',
      headers: admin,
      body: { jobRoleCodes: ['STORE_MANAGER'], userCodes: ['acme-learner'] },
    });
    expect(body(saved)).toEqual({ jobRoleCodes: ['STORE_MANAGER'], locationIds: [], userCodes: ['acme-learner'] });
    const paths = await server.request('/api/corepath/jobRolePaths', { headers: learner });
    expect(body<{ pathId: number }[]>(paths).map((path) => path.pathId)).toEqual([]);
    await publish(core.pathId);
    const published = await server.request('/api/corepath/jobRolePaths', { headers: learner });
    expect(body<{ pathId: number }[]>(published).map((path) => path.pathId)).toEqual([core.pathId]);
    await server.request(`/api/path/admin/${core.pathId}`, { method: 'DELETE', headers: admin });
  });

  it('lets the database decide between concurrent core paths of one job role: one is created', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        server.request('/api/path/admin', {
          method: 'POST',
          headers: admin,
          body: pathBody({ titleEn: `Race ${index}`, isCore: true, jobRoleCode: 'WAREHOUSE_ASSOCIATE' }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(fieldsOf(refused)).toEqual({ jobRoleCode: [LEARNING_PATH_MESSAGES.coreTaken] });
    }
    const created = answers.find((answer) => answer.status === 201);
    await server.request(`/api/path/admin/${created ? body<TAdminPath>(created).pathId : 0}`, {
      method: 'DELETE',
      headers: admin,
    });
  });

  it("answers 404 on another tenant's path, everywhere", async () => {
    const id = borealPathId;
    for (const [method, url, payload] of [
      ['GET', `/api/path/admin/${id}`, undefined],
      ['PUT', `/api/path/admin/${id}`, pathBody()],
      ['DELETE', `/api/path/admin/${id}`, undefined],
      ['POST', `/api/path/admin/${id}/publish`, undefined],
      ['GET', `/api/path/admin/${id}/assignments`, undefined],
      ['GET', `/api/corepath/getCorePathItemsCount?pathId=${id}`, undefined],
      ['GET', `/api/pathinfo?pathId=${id}`, undefined],
      ['POST', '/api/corepath/setUserPath', { pathId: id }],
    ] as const) {
      const response = await server.request(url, { method, headers: admin, ...(payload ? { body: payload } : {}) });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const borealItem = await server.database.db
      .selectFrom('learning_path_items')
      .select('id')
      .where('tenant_code', '=', 'boreal')
      .executeTakeFirstOrThrow();
    expect((await complete(admin, borealItem.id)).status).toBe(404);
  });

  it('answers 404 on every learning path call for a tenant without the module', async () => {
    for (const [method, url] of [
      ['GET', '/api/corepath'],
      ['GET', '/api/corepath/CorePathOnBoardingStatus'],
      ['GET', '/api/corepath/tenantPaths'],
      ['GET', '/api/pathinfo'],
      ['POST', '/api/path/admin/list'],
      ['POST', '/api/modules/admin/Search'],
      ['GET', '/api/goals'],
    ] as const) {
      const response = await server.request(url, {
        method,
        host: 'boreal.localhost',
        headers: boreal,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(response.status, url).toBe(404);
    }
  });
});

describe('a learner on a core path', () => {
  let pathId: number;

  it('onboarding asks the new hire to choose once a core path of their role is published', async () => {
    const before = await server.request('/api/corepath/CorePathOnBoardingStatus', { headers: newhire });
    expect(before.json()).toEqual({ isCorePathAssigned: false, isCorePathAvailableForUser: false });
    const created = await createPath(pathBody({ isCore: true, jobRoleCode: 'SALES_ASSOCIATE', dueDays: 30 }));
    pathId = created.pathId;
    await publish(pathId);
    const available = await server.request('/api/corepath/CorePathOnBoardingStatus', { headers: newhire });
    expect(available.json()).toEqual({ isCorePathAssigned: false, isCorePathAvailableForUser: true });
    expect(await corePathOf(newhire)).toBeNull();

    const tenantPaths = await server.request('/api/corepath/tenantPaths', { headers: newhire });
    expect(body<{ pathId: number; isSelected: boolean }[]>(tenantPaths)).toEqual([
      expect.objectContaining({ pathId, isSelected: false, itemCount: 3, requiredItemCount: 2, levelCount: 2 }),
    ]);

    const chosen = await server.request('/api/corepath/setUserPath', {
      method: 'POST',
      headers: newhire,
      body: { pathId },
    });
    expect(chosen.status, chosen.text).toBe(200);
    const view = body<TLearnerPath>(chosen);
    expect(view.levels.map((level) => level.state)).toEqual(['open', 'locked']);
    expect(itemOf(view, r[2] ?? 0).state).toBe('locked');
    expect(view.progress).toEqual({
      totalItems: 3,
      completedItems: 0,
      requiredItems: 2,
      completedRequiredItems: 0,
      percent: 0,
    });
    expect(view.certification).toEqual({ status: 'notCertified', score: 0 });
    expect(view.dueAt).not.toBeNull();
    expect(view.continueItem?.objectId).toBe(r[0]);
    const after = await server.request('/api/corepath/CorePathOnBoardingStatus', { headers: newhire });
    expect(after.json()).toEqual({ isCorePathAssigned: true, isCorePathAvailableForUser: true });
  });

  it('opening a resource records a view, and "continue where I left off" follows it', async () => {
    const view = await server.request(`/api/assets/${r[1]}/view`, { method: 'POST', headers: newhire, body: {} });
    expect(view.status, view.text).toBe(200);
    const path = await corePathOf(newhire);
    expect(path?.continueItem?.objectId).toBe(r[1]);
    expect(path && itemOf(path, r[1] ?? 0).isStarted).toBe(true);
  });

  it('refuses a locked item, then completing the last required item of level 1 opens level 2', async () => {
    const view = await corePathOf(newhire);
    if (!view) {
      throw new Error('no path');
    }
    const locked = await complete(newhire, itemOf(view, r[2] ?? 0).itemId);
    expect(locked.status).toBe(400);
    expect(fieldsOf(locked)).toEqual({ itemId: [LEARNING_PATH_MESSAGES.itemLocked] });

    const done = await complete(newhire, itemOf(view, r[0] ?? 0).itemId);
    expect(done.status, done.text).toBe(200);
    expect(body(done)).toMatchObject({
      isNewlyCompleted: true,
      unlockedLevel: { title: 'Level two' },
      progress: { completedItems: 1, completedRequiredItems: 1, percent: 50 },
      item: { state: 'done' },
    });
    const count = await server.request(`/api/corepath/getCorePathItemsCount?pathId=${pathId}`, { headers: newhire });
    expect(body(count)).toMatchObject({ completedRequiredItems: 1, requiredItems: 2 });
    const items = await server.request('/api/corepath/getCorePathItems', { headers: newhire });
    expect(body<{ state: string }[]>(items).map((item) => item.state)).toEqual(['done', 'available', 'available']);
  });

  it('counts a replayed completion once, and concurrent duplicates once', async () => {
    const view = await corePathOf(newhire);
    if (!view) {
      throw new Error('no path');
    }
    const replay = await complete(newhire, itemOf(view, r[0] ?? 0).itemId);
    expect(body(replay)).toMatchObject({ isNewlyCompleted: false, progress: { completedItems: 1 } });
    expect(await completionsOf('acme-newhire', r[0] ?? 0)).toBe(1);

    const itemId = itemOf(view, r[2] ?? 0).itemId;
    const answers = await Promise.all(Array.from({ length: 8 }, () => complete(newhire, itemId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(answers.filter((answer) => body<{ isNewlyCompleted: boolean }>(answer).isNewlyCompleted)).toHaveLength(1);
    expect(await completionsOf('acme-newhire', r[2] ?? 0)).toBe(1);
    const after = await corePathOf(newhire);
    expect(after?.progress).toMatchObject({ completedRequiredItems: 2, percent: 100 });
    expect(after?.certification).toEqual({ status: 'certified', score: 100 });
    // The path itself is completed once in the record (skills read it as evidence of its competencies).
    expect(await completionsOf('acme-newhire', pathId, 'PATH')).toBe(1);
  });

  it("keeps a learner out of another learner's progress; an administrator may read it", async () => {
    const other = await server.request('/api/corepath?userCode=acme-newhire', { headers: learner });
    expect(other.status).toBe(404);
    const view = await corePathOf(newhire);
    const itemId = view ? itemOf(view, r[1] ?? 0).itemId : 0;
    // The learner is not on that path: its items are not theirs to complete.
    expect((await complete(learner, itemId)).status).toBe(404);
    expect(await completionsOf('acme-learner', r[1] ?? 0)).toBe(0);
    const byAdmin = await server.request('/api/corepath?userCode=acme-newhire', { headers: admin });
    expect(body<TLearnerPath>(byAdmin).progress.completedRequiredItems).toBe(2);
  });

  it('a new version keeps completed items and names only the new required ones', async () => {
    const edited = pathBody({ isCore: true, jobRoleCode: 'SALES_ASSOCIATE', dueDays: 30 });
    const firstModule = edited.levels[0]?.modules?.[0];
    firstModule?.items?.push({ kind: 'RESOURCE', objectId: r[3] ?? 0, isRequired: true });
    const saved = await server.request(`/api/path/admin/${pathId}`, { method: 'PUT', headers: admin, body: edited });
    expect(saved.status, saved.text).toBe(200);
    expect(body(saved)).toMatchObject({ isNewVersion: true, path: { version: 2, status: 'PUBLISHED' } });

    const view = await corePathOf(newhire);
    if (!view) {
      throw new Error('no path');
    }
    expect(view.version).toBe(2);
    expect(itemOf(view, r[0] ?? 0).state).toBe('done');
    expect(itemOf(view, r[2] ?? 0).state).toBe('done');
    expect(view.delta).toEqual({ fromVersion: 1, toVersion: 2, newRequiredItemIds: [itemOf(view, r[3] ?? 0).itemId] });
    expect(view.progress).toMatchObject({ requiredItems: 3, completedRequiredItems: 2 });

    const acknowledged = await server.request('/api/corepath/acknowledgeVersion', {
      method: 'POST',
      headers: newhire,
      body: { pathId },
    });
    expect(acknowledged.status).toBe(200);
    expect((await corePathOf(newhire))?.delta).toBeNull();
  });

  it('warns before removing items learners started, and saves once confirmed', async () => {
    // Someone not on the path opens one of its resources: not one of the path's learners.
    await server.request(`/api/assets/${r[1]}/view`, { method: 'POST', headers: learner, body: {} });
    const tree = body<TAdminPath>(await server.request(`/api/path/admin/${pathId}`, { headers: admin }));
    const started = tree.levels.flatMap((level) => level.modules.flatMap((module) => module.items));
    expect(started.map((item) => [item.objectId, item.learnersStarted])).toEqual([
      [r[0], 1],
      [r[1], 1],
      [r[3], 0],
      [r[2], 1],
    ]);

    const without = pathBody({ isCore: true, jobRoleCode: 'SALES_ASSOCIATE' });
    without.levels[0]?.modules?.[0]?.items?.splice(0, 1);
    const warned = await server.request(`/api/path/admin/${pathId}`, { method: 'PUT', headers: admin, body: without });
    expect(warned.json()).toMatchObject({
      success: false,
      returnValue: { path: null, warnings: [{ objectId: r[0], learnersStarted: 1 }] },
    });
    const confirmed = await server.request(`/api/path/admin/${pathId}?ignoreWarnings=true`, {
      method: 'PUT',
      headers: admin,
      body: without,
    });
    expect(body(confirmed)).toMatchObject({ isNewVersion: true, path: { version: 3 } });
  });

  it('answers which paths and modules use a resource', async () => {
    const paths = await server.request('/api/path/admin/Search', {
      method: 'POST',
      headers: admin,
      body: { ActionEntityName: 'Resource', ActionEntityId: [r[2], r[4]] },
    });
    expect(body(paths)).toEqual([
      { actionEntityId: r[2], paths: [{ pathId, title: 'Sales floor basics', status: 'PUBLISHED' }] },
      { actionEntityId: r[4], paths: [] },
    ]);
    const modules = await server.request('/api/modules/admin/Search', {
      method: 'POST',
      headers: admin,
      body: { ActionEntityName: 'Resource', ActionEntityId: [r[2]] },
    });
    expect(body(modules)).toEqual([
      {
        actionEntityId: r[2],
        modules: [expect.objectContaining({ title: 'Module B', pathId, status: 'PUBLISHED' })],
      },
    ]);
  });

  it('describes a path through pathinfo', async () => {
    const info = await server.request(`/api/pathinfo?pathId=${pathId}&locale=fr-CA`, { headers: newhire });
    expect(info.status, info.text).toBe(200);
    expect(body(info)).toMatchObject({
      pathId,
      title: 'Les bases de la surface de vente',
      isSelected: true,
      levels: [{ title: 'Niveau un' }, { title: 'Niveau deux' }],
    });
  });

  it('keeps goals per user, linked to a path, and validates them', async () => {
    const type = await server.request('/api/goals/goaltypes', {
      method: 'POST',
      headers: admin,
      body: { code: 'CAREER', titleEn: 'Career', titleFr: 'Carrière' },
    });
    expect(type.status, type.text).toBe(201);
    const goalTypeId = body<{ goalTypeId: number }>(type).goalTypeId;
    const taken = await server.request('/api/goals/goaltypes', {
      method: 'POST',
      headers: admin,
      body: { code: 'CAREER', titleEn: 'Again' },
    });
    expect(fieldsOf(taken)).toEqual({ code: [LEARNING_PATH_MESSAGES.codeTaken] });

    const bad = await server.request('/api/goals', {
      method: 'POST',
      headers: newhire,
      body: { goalTypeId: 999, title: 'x', pathId: borealPathId },
    });
    expect(fieldsOf(bad)).toEqual({
      goalTypeId: [LEARNING_PATH_MESSAGES.goalTypeUnknown],
      pathId: [LEARNING_PATH_MESSAGES.pathUnknown],
    });
    const created = await server.request('/api/goals', {
      method: 'POST',
      headers: newhire,
      body: { goalTypeId, title: 'Finish my core path', pathId },
    });
    expect(created.status, created.text).toBe(201);
    const goalId = body<{ goalId: number }>(created).goalId;
    expect(body(await server.request('/api/goals', { headers: learner }))).toEqual([]);
    expect((await server.request(`/api/goals/${goalId}`, { method: 'DELETE', headers: learner })).status).toBe(404);
    // The path's required items (version 3: one, which the new hire completed) are all done.
    const mine = await server.request('/api/goals', { headers: newhire });
    expect(body(mine)).toEqual([expect.objectContaining({ goalId, pathId, goalTypeName: 'Career', isAchieved: true })]);
  });

  it('deleting the path removes it from the learner, keeping the record', async () => {
    expect((await server.request(`/api/path/admin/${pathId}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    expect(await corePathOf(newhire)).toBeNull();
    expect((await server.request(`/api/path/admin/${pathId}`, { headers: admin })).status).toBe(404);
    expect(await completionsOf('acme-newhire', r[0] ?? 0)).toBe(1);
  });
});

describe('assessment set items', () => {
  it('name their set, open it at /assessment/{id}, and are completed by passing it, never by hand', async () => {
    const actor: TActor = {
      tenantCode: 'acme',
      userCode: 'acme-admin',
      userId: 0,
      defaultLocale: 'en',
      permissions: ['ASSESSMENT_ADMIN'],
    };
    const banks = createQuestionBanksService(server.database.db);
    const sets = createAssessmentSetsService(server.database.db);
    const bank = await banks.createBank(actor, { title: { en: 'Lockout', 'fr-CA': 'Cadenassage' } });
    await banks.createQuestion(actor, bank.bankId, singleChoice());
    const set = await sets.createSet(
      actor,
      ZSaveSetRequestSchema.parse(
        setBody(bank.bankId, {
          title: { en: 'Lockout check', 'fr-CA': 'Contrôle du cadenassage' },
          banks: [{ bankId: bank.bankId, drawCount: 1 }],
        }),
      ),
    );
    await sets.publishSet(actor, set.setId);

    const unknown = pathBody();
    unknown.levels[0]?.modules?.[0]?.items?.push({ kind: 'ASSESSMENTSET', objectId: 999_999 });
    const refused = await server.request('/api/path/admin', { method: 'POST', headers: admin, body: unknown });
    expect(fieldsOf(refused)).toEqual({
      'levels.0.modules.0.items.2.objectId': [LEARNING_PATH_MESSAGES.assessmentSetUnknown],
    });

    const withSet = pathBody({ isCore: true, jobRoleCode: 'SALES_ASSOCIATE' });
    withSet.levels[0]?.modules?.[0]?.items?.push({ kind: 'ASSESSMENTSET', objectId: set.setId, isRequired: true });
    const created = await createPath(withSet);
    const adminItem = created.levels[0]?.modules[0]?.items.find((item) => item.kind === 'ASSESSMENTSET');
    expect(adminItem?.title).toBe('Lockout check');
    await publish(created.pathId);
    const chosen = await server.request('/api/corepath/setUserPath', {
      method: 'POST',
      headers: newhire,
      body: { pathId: created.pathId },
    });
    expect(chosen.status, chosen.text).toBe(200);

    const view = await corePathOf(newhire);
    const item = view?.levels[0]?.modules[0]?.items.find((candidate) => candidate.kind === 'ASSESSMENTSET');
    expect(item).toMatchObject({
      objectId: set.setId,
      title: 'Lockout check',
      url: `/assessment/${set.setId}`,
      isCompletable: false,
      state: 'available',
    });
    const byHand = await complete(newhire, item?.itemId ?? 0);
    expect(byHand.status).toBe(400);
    expect(fieldsOf(byHand)).toEqual({ itemId: [LEARNING_PATH_MESSAGES.itemNotCompletable] });

    // Passing records `completed` for the set (the attempts module does it): the item is done.
    await createLearningRecordService().record(server.database.db, 'acme', [
      {
        actorUserCode: 'acme-newhire',
        verb: 'completed',
        objectKind: 'ASSESSMENTSET',
        objectId: String(set.setId),
        result: { completion: true, success: true },
        idempotencyKey: completionKey('acme-newhire', 'ASSESSMENTSET', set.setId),
      },
    ]);
    const after = await corePathOf(newhire);
    const done = after?.levels[0]?.modules[0]?.items.find((candidate) => candidate.kind === 'ASSESSMENTSET');
    expect(done?.state).toBe('done');
  });
});

describe('the kept core path views', () => {
  it('answers a view loaded afresh when the learner’s statements arrive while it loads', async () => {
    const service = createLearningPathsService(server.database.db, { record: createLearningRecordService() });
    const actor: TActor = {
      tenantCode: 'acme',
      userCode: 'acme-learner',
      userId: 0,
      defaultLocale: 'en',
      permissions: [],
    };
    try {
      const pending = service.getCorePath(actor, {});
      // The load is in flight: the record announces new statements of this learner, dropping it.
      announceStatements('acme', ['acme-learner']);
      await expect(pending).resolves.toBeNull();
    } finally {
      service.close();
    }
  });
});
