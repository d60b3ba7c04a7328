import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCreatePersonRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { buildPerson, referenceRoutes, renderAdminPage } from './admin-fixtures';
import { NewPersonAdminRoute } from './person-new';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PEOPLE = '/api/admin/people';

function stub(link: string | null) {
  return stubFetch({
    ...referenceRoutes(),
    '/api/user/getallapproved': () => jsonResponse({ result: [], totalRecords: 0 }),
    '/api/user/getbyusercodes': () => jsonResponse([]),
    [PEOPLE]: (_url, init) => {
      const body = requestBody(init) as TCreatePersonRequest;
      return jsonResponse(
        {
          ...buildPerson({ ...body, userCode: 'u-1', hasPassword: false }),
          invitation: {
            invitation: {
              status: 'PENDING',
              createdAt: '2026-02-01T12:00:00.000Z',
              expiresAt: '2026-02-08T12:00:00.000Z',
              emailedAt: link ? null : '2026-02-01T12:00:01.000Z',
            },
            link,
          },
        },
        201,
      );
    },
  });
}

function renderNewPerson(locale: 'en' | 'fr-CA' = 'en') {
  return renderAdminPage(<NewPersonAdminRoute />, {
    permissions: ['USERADMIN_MANAGE_USERS'],
    url: '/admin/people/new',
    path: '/admin/people/new',
    locale,
  });
}

async function fillAndSend() {
  const form = await screen.findByRole('form', { name: 'Details' });
  await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Job role' })).toBeTruthy());
  fireEvent.change(within(form).getByRole('textbox', { name: 'First name' }), { target: { value: 'Jordan' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Last name' }), { target: { value: 'Invited' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), { target: { value: 'jordan@acme.test' } });
  fireEvent.click(within(form).getByRole('combobox', { name: 'Job role' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Store Manager' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Add and invite' }));
}

describe('NewPersonAdminRoute', { timeout: 30_000 }, () => {
  it('creates the person and shows the invitation link to copy', async () => {
    const fetchMock = stub('http://acme.localhost/invitation/abc');
    renderNewPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a person' })).toBeTruthy();
    await fillAndSend();
    expect(await screen.findByRole('heading', { level: 2, name: 'Jordan Invited is added and invited' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveProperty(
      'value',
      'http://acme.localhost/invitation/abc',
    );
    expect(screen.getByRole('link', { name: 'Open the page of Jordan Invited' }).getAttribute('href')).toBe(
      '/admin/people/u-1',
    );
    const post = callsTo(fetchMock, PEOPLE).find(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Invited',
      email: 'jordan@acme.test',
      jobRoleCode: 'STORE_MANAGER',
      roleIds: [],
      groupIds: [],
    });
  });

  it('says the link was emailed when the server sent it', async () => {
    stub(null);
    renderNewPerson();
    await fillAndSend();
    expect(
      await screen.findByText('An email with the link to set a password was sent to jordan@acme.test.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });
});
