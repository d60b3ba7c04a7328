import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TGroupDetail, TUserSummary } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { referenceRoutes, renderAdminPage } from './admin-fixtures';
import { GroupAdminRoute } from './group';
import { GroupsAdminRoute } from './groups';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROLE_ADMIN = ['USERADMIN_MANAGE_ROLES'];

function buildGroup(overrides: Partial<TGroupDetail> = {}): TGroupDetail {
  return {
    id: 2,
    name: 'Store 12 team',
    description: null,
    status: 'ACTIVE',
    roles: [{ id: 8, name: 'Manager' }],
    memberCount: 1,
    ...overrides,
  };
}

function user(userCode: string, firstName: string, lastName: string): TUserSummary {
  return {
    userCode,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@acme.test`,
    pictureMediaId: null,
    jobRoleCode: null,
    jobRole: null,
    managerUserCode: null,
    status: 'ACTIVE',
  };
}

const riley = {
  userCode: 'acme-riley',
  firstName: 'Riley',
  lastName: 'Rivera',
  email: 'riley@acme.test',
  status: 'ACTIVE',
};
const marco = user('acme-marco', 'Marco', 'Manager');

describe('GroupsAdminRoute', { timeout: 30_000 }, () => {
  it('lists the groups with their status, each a way to its page', async () => {
    stubFetch(referenceRoutes());
    renderAdminPage(<GroupsAdminRoute />, { permissions: ROLE_ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Store 12 team' });
    expect(link.getAttribute('href')).toBe('/admin/groups/2');
    expect(screen.getByRole('link', { name: 'New group' }).getAttribute('href')).toBe('/admin/groups/new');
  });

  it('is refused without the role-admin permission', () => {
    renderAdminPage(<GroupsAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});

describe('GroupAdminRoute', { timeout: 30_000 }, () => {
  it('creates a group, trimmed, and opens its page', async () => {
    const fetchMock = stubFetch({
      ...referenceRoutes(),
      '/api/group': (_url, init) =>
        jsonResponse({ ...buildGroup({ id: 5, roles: [], memberCount: 0 }), ...(requestBody(init) as object) }, 201),
      '/api/group/5': () => jsonResponse(buildGroup({ id: 5, name: 'Night shift', roles: [], memberCount: 0 })),
      '/api/group/5/members/search': () => jsonResponse({ result: [], totalRecords: 0 }),
    });
    const { router } = renderAdminPage(<GroupAdminRoute />, {
      permissions: ROLE_ADMIN,
      url: '/admin/groups/new',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New group' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: ' Night shift ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the group' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/group')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, '/api/group')[0]?.[1])).toEqual({
      name: 'Night shift',
      description: null,
      status: 'ACTIVE',
      roleIds: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/groups/5'));
  });

  it('shows a refused name next to the field', async () => {
    stubFetch({
      ...referenceRoutes(),
      '/api/group': () =>
        jsonResponse(
          { type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict', errors: { name: ['name_taken'] } },
          409,
        ),
    });
    renderAdminPage(<GroupAdminRoute />, {
      permissions: ROLE_ADMIN,
      url: '/admin/groups/new',
      path: '/admin/groups/new',
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'All employees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the group' }));
    expect(await screen.findByText('Another group already has this name.')).toBeTruthy();
  });

  it('shows the group’s roles and members, adds a person with the picker and removes one', async () => {
    let members = [riley];
    const fetchMock = stubFetch({
      ...referenceRoutes(),
      '/api/group/2': () => jsonResponse(buildGroup({ memberCount: members.length })),
      '/api/group/2/members/search': () => jsonResponse({ result: members, totalRecords: members.length }),
      '/api/group/2/members': (_url, init) => {
        const { userCodes } = requestBody(init) as { userCodes: string[] };
        members = [...members, ...userCodes.map(() => ({ ...marco }))];
        return jsonResponse(buildGroup({ memberCount: members.length }));
      },
      '/api/group/2/members/acme-riley': () => {
        members = members.filter((member) => member.userCode !== 'acme-riley');
        return jsonResponse(buildGroup({ memberCount: members.length }));
      },
      '/api/user/getallapproved': () => jsonResponse({ result: [marco], totalRecords: 1 }),
      '/api/user/getbyusercodes': () => jsonResponse([marco]),
    });
    renderAdminPage(<GroupAdminRoute />, {
      permissions: ROLE_ADMIN,
      url: '/admin/groups/2',
      path: '/admin/groups/:groupId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store 12 team' })).toBeTruthy();
    // The role the group grants, chosen in the roles field.
    await waitFor(() => expect(screen.getAllByText('Manager').length).toBeGreaterThan(0));
    const section = within(await screen.findByRole('region', { name: 'Members (1)' }));
    expect(await section.findByText('Riley Rivera')).toBeTruthy();

    const picker = section.getByRole('combobox', { name: 'People to add' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'marco' } });
    fireEvent.click(await screen.findByRole('option', { name: /Marco Manager/ }));
    fireEvent.click(section.getByRole('button', { name: 'Add to the group' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/group/2/members')).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, '/api/group/2/members')[0]?.[1])).toEqual({ userCodes: ['acme-marco'] });
    expect(await screen.findByRole('region', { name: 'Members (2)' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Riley Rivera from the group' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/group/2/members/acme-riley').map(([, init]) => init?.method)).toEqual(['DELETE']),
    );
    expect(await screen.findByRole('region', { name: 'Members (1)' })).toBeTruthy();
  });

  it('says so when removing a member would leave nobody to administer people', async () => {
    stubFetch({
      ...referenceRoutes(),
      '/api/group/2': () => jsonResponse(buildGroup()),
      '/api/group/2/members/search': () => jsonResponse({ result: [riley], totalRecords: 1 }),
      '/api/group/2/members/acme-riley': () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            errors: { userCode: ['last_user_admin'] },
          },
          409,
        ),
    });
    renderAdminPage(<GroupAdminRoute />, {
      permissions: ROLE_ADMIN,
      url: '/admin/groups/2',
      path: '/admin/groups/:groupId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Riley Rivera from the group' }));
    expect(
      await screen.findByText(
        'This would leave nobody able to administer people. Give someone else that access first.',
      ),
    ).toBeTruthy();
  });

  it('answers another tenant’s or an unknown group with the not-found page', async () => {
    stubFetch(referenceRoutes());
    renderAdminPage(<GroupAdminRoute />, {
      permissions: ROLE_ADMIN,
      url: '/admin/groups/99',
      path: '/admin/groups/:groupId',
    });
    expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeTruthy();
  });
});
