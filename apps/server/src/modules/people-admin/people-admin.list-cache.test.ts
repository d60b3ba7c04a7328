import type { TCreatePersonWithInvitationResponse, TPerson, TSearchPeopleResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessChangeSignal } from '../../lib/change-signal.ts';
import { bearer } from '../../test/access-tokens.ts';
import { BrowserSession, hiddenField } from '../../test/browser-session.ts';
import { buildUserRow } from '../../test/factories.ts';
import { addLoopbackHostToAcme } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * The people list is kept a few seconds per tenant and query (people-admin.service.ts): an admin
 * must still see every change to people on their very next search, whichever module made it.
 * Each test searches first (the answer is kept), changes, then searches the same again.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ configure: (app) => addLoopbackHostToAcme({ app }) });
});
afterAll(async () => {
  await server.close();
});

async function asAdmin(method: string, path: string, body?: unknown, node = server) {
  return node.request(path, {
    method,
    host: 'acme.localhost',
    headers: await bearer(node.database, 'acme', 'acme-admin'),
    ...(body === undefined ? {} : { body }),
  });
}

async function search(body: Record<string, unknown>, node = server): Promise<TSearchPeopleResponse> {
  const response = await asAdmin('POST', '/api/admin/people/search', { pageNo: 1, pageSize: 50, ...body }, node);
  expect(response.status).toBe(200);
  return response.json<TSearchPeopleResponse>();
}

async function only(searchText: string, node = server): Promise<TPerson | undefined> {
  const found = await search({ searchText }, node);
  expect(found.totalRecords).toBe(found.result.length);
  return found.result[0];
}

let counter = 0;
async function createPerson(lastName: string): Promise<TCreatePersonWithInvitationResponse> {
  counter += 1;
  const response = await asAdmin('POST', '/api/admin/people', {
    firstName: 'Cora',
    lastName,
    email: `cora.${lastName.toLowerCase()}${counter}@acme.test`,
    jobRoleCode: 'SALES_ASSOCIATE',
    jobTitle: null,
    locationId: null,
    managerUserCode: null,
  });
  expect(response.status).toBe(201);
  return response.json<TCreatePersonWithInvitationResponse>();
}

async function firstGroupId(): Promise<number> {
  const row = await server.database.db
    .selectFrom('user_groups')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the kept people list shows an admin their own change at once', () => {
  it('after creating and editing a person', async () => {
    expect(await only('cachecreated')).toBeUndefined();
    const person = await createPerson('Cachecreated');
    expect((await only('cachecreated'))?.userCode).toBe(person.userCode);

    const { invitation: _invitation, ...fields } = person;
    const edited = await asAdmin('PUT', `/api/admin/people/${person.userCode}`, {
      userCode: person.userCode,
      data: {
        firstName: fields.firstName,
        lastName: 'Cacherenamed',
        email: fields.email,
        jobRoleCode: fields.jobRoleCode,
        jobTitle: fields.jobTitle,
        locationId: fields.locationId,
        managerUserCode: fields.managerUserCode,
      },
    });
    expect(edited.status).toBe(200);
    expect(await only('cachecreated')).toBeUndefined();
    expect((await only('cacherenamed'))?.userCode).toBe(person.userCode);
  });

  it('after deactivating, reactivating and changing roles and groups', async () => {
    const person = await createPerson('Cachestatus');
    const inactive = { searchText: 'cachestatus', status: 'INACTIVE' };
    expect((await search(inactive)).totalRecords).toBe(0);
    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/deactivate`)).status).toBe(200);
    expect((await search(inactive)).totalRecords).toBe(1);
    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/reactivate`)).status).toBe(200);
    expect((await search(inactive)).totalRecords).toBe(0);

    const groupId = await firstGroupId();
    expect((await only('cachestatus'))?.groups).toEqual([]);
    const access = await asAdmin('PUT', `/api/admin/people/${person.userCode}/access`, {
      roleIds: [],
      groupIds: [groupId],
    });
    expect(access.status).toBe(200);
    expect((await only('cachestatus'))?.groups.map((group) => group.id)).toEqual([groupId]);
    expect((await search({ searchText: 'cachestatus', groupId })).totalRecords).toBe(1);
  });

  it('after group membership changes made in the groups admin', async () => {
    const person = await createPerson('Cachegroup');
    const groupId = await firstGroupId();
    const filter = { searchText: 'cachegroup', groupId };
    expect((await search(filter)).totalRecords).toBe(0);
    const added = await asAdmin('POST', `/api/group/${groupId}/members`, { userCodes: [person.userCode] });
    expect(added.status).toBe(200);
    expect((await search(filter)).totalRecords).toBe(1);
    expect((await only('cachegroup'))?.groups.map((group) => group.id)).toEqual([groupId]);
    expect((await asAdmin('DELETE', `/api/group/${groupId}/members/${person.userCode}`)).status).toBe(200);
    expect((await search(filter)).totalRecords).toBe(0);
  });

  it('after an import', async () => {
    expect(await only('cacheimport')).toBeUndefined();
    const form = new FormData();
    const csv = 'firstName,lastName,email\nIva,Cacheimport,iva.cacheimport@acme.test\n';
    form.append('file', new Blob([csv]), 'people.csv');
    const port = new URL(server.baseUrl).port;
    const response = await fetch(`http://localhost:${port}/api/admin/people/import`, {
      method: 'POST',
      headers: await bearer(server.database, 'acme', 'acme-admin'),
      body: form,
    });
    expect(response.status).toBe(201);
    expect((await only('cacheimport'))?.email).toBe('iva.cacheimport@acme.test');
  });

  it('after the person accepts their invitation (whether they have a password)', async () => {
    const person = await createPerson('Cacheinvited');
    expect((await only('cacheinvited'))?.hasPassword).toBe(false);
    const token = new URL(person.invitation.link ?? '').pathname.split('/').pop() ?? '';
    const browser = new BrowserSession();
    const page = await browser.get(`${server.baseUrl}/invitation/${token}`);
    expect(page.status).toBe(200);
    const sent = await browser.postForm(`${server.baseUrl}/invitation/${token}`, {
      _csrf: hiddenField(await page.text(), '_csrf'),
      lang: 'en',
      password: 'Welcome-2026x',
      confirm: 'Welcome-2026x',
    });
    expect(sent.status).toBeLessThan(400);
    expect((await only('cacheinvited'))?.hasPassword).toBe(true);
  });
});

describe('several nodes', () => {
  it('drop their kept lists when another node changes the tenant’s people', async () => {
    const signal = createInProcessChangeSignal();
    const first = await startTestServer({ database: server.database, tenantChanges: signal });
    const second = await startTestServer({ database: server.database, tenantChanges: signal });
    try {
      expect((await search({ searchText: 'cachenodes' }, second)).totalRecords).toBe(0);
      const created = await asAdmin(
        'POST',
        '/api/admin/people',
        {
          firstName: 'Nora',
          lastName: 'Cachenodes',
          email: 'nora.cachenodes@acme.test',
          jobRoleCode: null,
          jobTitle: null,
          locationId: null,
          managerUserCode: null,
        },
        first,
      );
      expect(created.status).toBe(201);
      expect((await search({ searchText: 'cachenodes' }, second)).totalRecords).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a search matching many people', () => {
  it('pages in name order whichever way the database finds them (SQLite walks the name order)', async () => {
    // 30 matches among ~50 people: on SQLite page 2 walks the name order index, page 6 reads every match.
    const lastNames = Array.from({ length: 40 }, (_, n) => `Walkorder${String((n * 7) % 40).padStart(2, '0')}`);
    await server.database.db
      .insertInto('users')
      .values(
        lastNames.map((lastName, n) =>
          buildUserRow('acme', `walk-${n}`, { last_name: lastName, status: n % 4 === 0 ? 'INACTIVE' : 'ACTIVE' }),
        ),
      )
      .execute();
    const expected = lastNames.filter((_, n) => n % 4 !== 0).sort();
    const page = await search({ searchText: 'walkorder', status: 'ACTIVE', pageNo: 2, pageSize: 5 });
    expect(page.totalRecords).toBe(30);
    expect(page.result.map((person) => person.lastName)).toEqual(expected.slice(5, 10));
    const last = await search({ searchText: 'WALKORDER', status: 'ACTIVE', pageNo: 6, pageSize: 5 });
    expect(last.result.map((person) => person.lastName)).toEqual(expected.slice(25, 30));
  });
});
