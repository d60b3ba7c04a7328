import {
  RESOURCE_MESSAGES,
  type TAssignedResource,
  type TAssignResourcesResponse,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { countRows, createTestResource, webinarBody } from './resource-test-fixtures.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let newhire: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  newhire = await bearer(server.database, 'acme', 'acme-newhire');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

function assign(body: unknown, query = '') {
  return server.request(`/api/resources/assign${query}`, { method: 'POST', headers: admin, body });
}

describe('POST /api/resources/assign', () => {
  it('assigns resources to users (required or electives) and lists them for the user', async () => {
    const required = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Required one' } } }),
    );
    const elective = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Elective one' } } }),
    );
    const first = await assign({
      resourceIds: [required.resourceId],
      userCodes: ['acme-learner'],
      dueDate: '2030-06-01T00:00:00-04:00',
    });
    expect(first.json<TAssignResourcesResponse>()).toEqual({
      success: true,
      returnValue: { assignedCount: 1, warnings: [] },
      message: null,
    });
    await assign({ resourceIds: [elective.resourceId], userCodes: ['acme-learner'], isElective: true });
    const requiredList = await server.request('/api/resources/assign?userCode=acme-learner', { headers: learner });
    expect(requiredList.status).toBe(200);
    expect(requiredList.json<TAssignedResource[]>()).toEqual([
      expect.objectContaining({
        resourceId: required.resourceId,
        title: 'Required one',
        isElective: false,
        dueDate: '2030-06-01T04:00:00.000Z',
        assignedBy: 'acme-admin',
      }),
    ]);
    const electives = await server.request('/api/resources/getelectives?userCode=acme-learner', { headers: learner });
    expect(electives.json<TAssignedResource[]>().map((item) => item.resourceId)).toEqual([elective.resourceId]);
  });

  it('stops on warnings (not visible, already assigned) and saves nothing unless ignoreWarnings=true', async () => {
    const draft = await createTestResource(server, 'acme', webinarBody(), { publish: false });
    const visible = await createTestResource(server, 'acme');
    await assign({ resourceIds: [visible.resourceId], userCodes: ['acme-manager'] });
    const before = await countRows(server, 'resource_assignments', 'acme');
    const warned = await assign({
      resourceIds: [draft.resourceId, visible.resourceId],
      userCodes: ['acme-manager', 'acme-newhire'],
    });
    expect(warned.status).toBe(200);
    const body = warned.json<TAssignResourcesResponse>();
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(body.returnValue.warnings.map((warning) => [warning.key, warning.resourceId, warning.userCode])).toEqual([
      ['resources.validation.resourceNotVisible', draft.resourceId, null],
      ['resources.validation.alreadyAssigned', visible.resourceId, 'acme-manager'],
    ]);
    expect(await countRows(server, 'resource_assignments', 'acme')).toBe(before);

    const forced = await assign(
      {
        resourceIds: [draft.resourceId, visible.resourceId],
        userCodes: ['acme-manager', 'acme-newhire'],
        isElective: true,
      },
      '?ignoreWarnings=true',
    );
    expect(forced.json<TAssignResourcesResponse>()).toMatchObject({ success: true, returnValue: { assignedCount: 4 } });
    expect(await countRows(server, 'resource_assignments', 'acme')).toBe(before + 3);
    // Learners only see assigned resources they can open; the re-assignment became an elective.
    const electives = await server.request('/api/resources/getelectives?userCode=acme-manager', { headers: manager });
    expect(electives.json<TAssignedResource[]>().map((item) => item.resourceId)).toEqual([visible.resourceId]);
  });

  it('answers unknown or foreign resources and users with a 400 per index, saving nothing', async () => {
    const boreal = await createTestResource(server, 'boreal');
    const visible = await createTestResource(server, 'acme');
    const before = await countRows(server, 'resource_assignments', 'acme');
    const response = await assign({
      resourceIds: [visible.resourceId, boreal.resourceId],
      userCodes: ['boreal-apprenant', 'acme-learner', 'ghost'],
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({
      'resourceIds.1': [RESOURCE_MESSAGES.resourceUnknown],
      'userCodes.0': [RESOURCE_MESSAGES.userUnknown],
      'userCodes.2': [RESOURCE_MESSAGES.userUnknown],
    });
    expect(await countRows(server, 'resource_assignments', 'acme')).toBe(before);
  });

  it.each([
    ['no resources', { resourceIds: [], userCodes: ['acme-learner'] }, 'resourceIds'],
    ['no users', { resourceIds: [1], userCodes: [] }, 'userCodes'],
    ['a string id', { resourceIds: ['1'], userCodes: ['acme-learner'] }, 'resourceIds.0'],
    ['a bad due date', { resourceIds: [1], userCodes: ['acme-learner'], dueDate: 'tomorrow' }, 'dueDate'],
  ])('answers %s with a 400 naming the field', async (_case, body, field) => {
    const response = await assign(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  it('refuses an ignoreWarnings that is not true or false', async () => {
    expect((await assign({ resourceIds: [1], userCodes: ['acme-learner'] }, '?ignoreWarnings=yes')).status).toBe(400);
  });
});

describe('GET /api/resources/assign and /getelectives', () => {
  it("lets the user, their manager and administrators read a user's list; others get 403; unknown users 404", async () => {
    for (const headers of [newhire, manager, admin]) {
      expect((await server.request('/api/resources/assign?userCode=acme-newhire', { headers })).status).toBe(200);
    }
    expect((await server.request('/api/resources/assign?userCode=acme-newhire', { headers: learner })).status).toBe(
      403,
    );
    expect((await server.request('/api/resources/getelectives?userCode=acme-admin', { headers: learner })).status).toBe(
      403,
    );
    expect((await server.request('/api/resources/assign?userCode=boreal-apprenant', { headers: admin })).status).toBe(
      404,
    );
    expect((await server.request('/api/resources/assign', { headers: admin })).status).toBe(400);
  });
});

describe('POST /api/resources/recommend', () => {
  it('recommends published resources once per user and refuses others (400)', async () => {
    const published = await createTestResource(server, 'acme');
    const draft = await createTestResource(server, 'acme', webinarBody(), { publish: false });
    const body = { resourceIds: [published.resourceId], userCodes: ['acme-learner', 'acme-manager'] };
    const first = await server.request('/api/resources/recommend', { method: 'POST', headers: admin, body });
    expect(first.json()).toEqual({ success: true, returnValue: 2, message: null });
    const again = await server.request('/api/resources/recommend', { method: 'POST', headers: admin, body });
    expect(again.json()).toEqual({ success: true, returnValue: 0, message: null });
    const before = await countRows(server, 'resource_recommendations', 'acme');
    const refused = await server.request('/api/resources/recommend', {
      method: 'POST',
      headers: admin,
      body: { resourceIds: [draft.resourceId], userCodes: ['acme-learner', 'boreal-admin'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json<TProblem>().errors).toEqual({
      'resourceIds.0': [RESOURCE_MESSAGES.resourceNotPublished],
      'userCodes.1': [RESOURCE_MESSAGES.userUnknown],
    });
    expect(await countRows(server, 'resource_recommendations', 'acme')).toBe(before);
  });

  it('answers 401 to other tenants and 403 to learners', async () => {
    const body = { resourceIds: [1], userCodes: ['acme-learner'] };
    expect(
      (await server.request('/api/resources/recommend', { method: 'POST', headers: borealAdmin, body })).status,
    ).toBe(401);
    expect((await server.request('/api/resources/recommend', { method: 'POST', headers: learner, body })).status).toBe(
      403,
    );
  });
});
