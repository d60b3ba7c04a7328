import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPerson, TUpdatePersonRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { buildPerson, referenceRoutes, renderAdminPage } from './admin-fixtures';
import { PersonAdminRoute } from './person';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PERSON = '/api/admin/people/acme-riley';
const INVITATION = '/api/admin/people/acme-riley/invitation';
const USER_ADMIN = ['USERADMIN_MANAGE_USERS'];

function stubPerson(
  person: TPerson,
  extra: Record<string, (url: URL, init: RequestInit | undefined) => Response> = {},
) {
  return stubFetch({
    ...referenceRoutes(),
    '/api/user/getallapproved': () => jsonResponse({ result: [], totalRecords: 0 }),
    '/api/user/getbyusercodes': () => jsonResponse([]),
    [INVITATION]: () => jsonResponse({ invitation: null }),
    [PERSON]: (_url, init) => {
      if (init?.method === 'PUT') {
        const body = requestBody(init) as TUpdatePersonRequest;
        return jsonResponse({ ...person, ...body.data, updatedAt: '2026-02-01T00:00:00.000Z' });
      }
      return jsonResponse(person);
    },
    ...extra,
  });
}

function renderPerson(locale: 'en' | 'fr-CA' = 'en') {
  return renderAdminPage(<PersonAdminRoute />, {
    permissions: USER_ADMIN,
    url: '/admin/people/acme-riley',
    path: '/admin/people/:userCode',
    locale,
  });
}

describe('PersonAdminRoute', { timeout: 30_000 }, () => {
  it("changes a person's job role and shows what the server saved", async () => {
    const fetchMock = stubPerson(buildPerson({ locationId: null, managerUserCode: 'acme-manager' }), {
      '/api/user/getbyusercodes': () =>
        jsonResponse([
          {
            userCode: 'acme-manager',
            firstName: 'Marco',
            lastName: 'Manager',
            email: 'manager@acme.test',
            pictureMediaId: null,
            jobRoleCode: 'STORE_MANAGER',
            jobRole: 'Store Manager',
            managerUserCode: null,
            status: 'ACTIVE',
          },
        ]),
    });
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riley Rivera' })).toBeTruthy();
    const details = await screen.findByRole('form', { name: 'Details' });
    await waitFor(() =>
      expect(within(details).getByRole('combobox', { name: 'Job role' })).toHaveProperty('value', 'Sales Associate'),
    );
    fireEvent.click(within(details).getByRole('combobox', { name: 'Job role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store Manager' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, PERSON).filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );
    const put = callsTo(fetchMock, PERSON).find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({
      userCode: 'acme-riley',
      data: {
        firstName: 'Riley',
        lastName: 'Rivera',
        email: 'riley@acme.test',
        jobRoleCode: 'STORE_MANAGER',
        jobTitle: 'Sales Associate',
        locationId: null,
        managerUserCode: 'acme-manager',
      },
    });
    // The "saved" message, then the page shows what the server answered.
    expect(await screen.findByText('The details are saved.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Details' })).getByRole('combobox', { name: 'Job role' }),
      ).toHaveProperty('value', 'Store Manager'),
    );
  });

  it('shows the pending invitation, sends a new link to copy and withdraws it', async () => {
    const pending = {
      status: 'PENDING',
      createdAt: '2026-02-01T12:00:00.000Z',
      expiresAt: '2026-02-08T12:00:00.000Z',
      emailedAt: null,
    };
    const fetchMock = stubPerson(buildPerson({ hasPassword: false }), {
      [INVITATION]: (_url, init) => {
        if (init?.method === 'POST') {
          return jsonResponse({ invitation: pending, link: 'http://acme.localhost/invitation/abc' }, 201);
        }
        if (init?.method === 'DELETE') {
          return jsonResponse({ invitation: { ...pending, status: 'REVOKED' } });
        }
        return jsonResponse({ invitation: pending });
      },
    });
    renderPerson();
    expect(
      await screen.findByText(/^Invitation sent on Feb 1, 2026; the link works until Feb 8, 2026\.$/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByDisplayValue('http://acme.localhost/invitation/abc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the link' }));
    expect(await screen.findByText('The invitation sent on Feb 1, 2026 was withdrawn.')).toBeTruthy();
    expect(screen.queryByDisplayValue('http://acme.localhost/invitation/abc')).toBeNull();
    expect(callsTo(fetchMock, INVITATION).map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('shows the rules on the fields before asking, and the server’s field errors on theirs', async () => {
    const fetchMock = stubPerson(buildPerson(), {
      [PERSON]: (_url, init) =>
        init?.method === 'PUT'
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                code: 'conflict',
                errors: { 'data.email': ['email_taken'] },
              },
              409,
            )
          : jsonResponse(buildPerson()),
    });
    renderPerson();
    const details = await screen.findByRole('form', { name: 'Details' });
    fireEvent.change(within(details).getByRole('textbox', { name: /First name/ }), { target: { value: ' ' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, PERSON).filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(details).getByRole('textbox', { name: /First name/ }), { target: { value: 'Riley' } });
    fireEvent.change(within(details).getByRole('textbox', { name: /Email/ }), { target: { value: 'sam@acme.test' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Someone else in your organization has this email.')).toBeTruthy();
  });

  it('deactivates after a confirmation, and reactivates', async () => {
    let person = buildPerson();
    const fetchMock = stubPerson(person, {
      [PERSON]: () => jsonResponse(person),
      [`${PERSON}/deactivate`]: () => {
        person = { ...person, status: 'INACTIVE', updatedAt: 'b' };
        return jsonResponse(person);
      },
      [`${PERSON}/reactivate`]: () => {
        person = { ...person, status: 'ACTIVE', updatedAt: 'c' };
        return jsonResponse(person);
      },
    });
    renderPerson();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Riley Rivera?' });
    expect(callsTo(fetchMock, `${PERSON}/deactivate`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Riley Rivera is deactivated.')).toBeTruthy();
    expect(screen.getByText('This person is deactivated and cannot sign in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Riley Rivera is active again.')).toBeTruthy();
    expect(callsTo(fetchMock, `${PERSON}/reactivate`)).toHaveLength(1);
  });

  it('explains the lock-out rule when the server refuses to take the last user admin away', async () => {
    stubPerson(buildPerson({ roles: [{ id: 7, name: 'Administrator' }] }), {
      [`${PERSON}/access`]: () =>
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
    renderPerson();
    const access = await screen.findByRole('form', { name: 'Roles and groups' });
    const roles = await within(access).findByRole('combobox', { name: 'Roles' });
    fireEvent.keyDown(roles, { key: 'Backspace' });
    fireEvent.click(within(access).getByRole('button', { name: 'Save roles and groups' }));
    expect(
      await screen.findByText(
        'This would leave nobody able to administer people. Give someone else that access first.',
      ),
    ).toBeTruthy();
  });

  it('gives roles and groups', async () => {
    const fetchMock = stubPerson(buildPerson(), {
      [`${PERSON}/access`]: () => jsonResponse(buildPerson({ roles: [{ id: 8, name: 'Manager' }] })),
    });
    renderPerson();
    const access = await screen.findByRole('form', { name: 'Roles and groups' });
    fireEvent.click(await within(access).findByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    fireEvent.click(within(access).getByRole('button', { name: 'Save roles and groups' }));
    await waitFor(() => expect(callsTo(fetchMock, `${PERSON}/access`)).toHaveLength(1));
    expect(requestBody(callsTo(fetchMock, `${PERSON}/access`)[0]?.[1])).toEqual({ roleIds: [8], groupIds: [1] });
    expect(await screen.findByText('The roles and groups are saved.')).toBeTruthy();
  });

  it("is not found for a person the server does not know (another tenant's)", async () => {
    stubFetch({ ...referenceRoutes() });
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You're lost." })).toBeTruthy();
  });
});
