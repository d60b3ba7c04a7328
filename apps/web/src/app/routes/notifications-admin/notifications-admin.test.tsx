import { BUILD_NUMBER, UserNotificationMessages } from '@portal/contracts';
import type { TAdminUserNotification, TGroup, TLocaleCode, TRoleSummary, TUserSummary } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { buildTestTenant, notificationsModule } from '../../../testing/tenant-fixture';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';
import { NewNotificationRoute, NotificationsAdminRoute } from './notifications-admin';
import { fieldErrorOf } from '../../../testing/field-error';

const tenant = buildTestTenant({ modules: [notificationsModule()] });

const ADMIN_PATH = '/api/user-notification/admin';

function adminNotification(id: number, extra: Partial<TAdminUserNotification> = {}): TAdminUserNotification {
  return {
    notificationId: id,
    notificationTypeId: 1,
    notificationType: 'General',
    title: `Notice ${id}`,
    description: '<p>Text</p>',
    effectiveOn: '2026-03-02T09:00:00.000Z',
    audience: { kind: 'ALL', id: null, name: null },
    createdBy: 'acme-admin',
    createdOn: '2026-03-02T09:00:00.000Z',
    recipientCount: 12,
    readCount: 5,
    ...extra,
  };
}

const groups: TGroup[] = [{ id: 4, name: 'All employees', description: null, status: 'ACTIVE' }];
const roles: TRoleSummary[] = [
  { id: 6, name: 'Employee', description: null, status: 'Active' },
  { id: 7, name: 'Manager', description: 'People leaders', status: 'Active' },
];
const users: TUserSummary[] = [
  {
    userCode: 'acme-learner',
    firstName: 'Lena',
    lastName: 'Learner',
    email: 'learner@acme.test',
    pictureMediaId: null,
    jobRoleCode: null,
    jobRole: null,
    managerUserCode: null,
    status: 'ACTIVE',
  },
];

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });
const paged = (result: unknown[], totalRecords = result.length) => jsonResponse({ result, totalRecords });

type TRenderOptions = { permissions?: string[]; locale?: TLocaleCode; path?: string };

function renderAdmin({
  permissions = ['NOTIFICATIONS_ADMIN'],
  locale = 'en',
  path = '/notifications/admin',
}: TRenderOptions = {}) {
  const inShell = (element: ReactNode) => (
    <TenantProvider
      value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
    >
      <SignedInSessionContext value={{ user: testUser, permissions: new Set(permissions) }}>
        {element}
      </SignedInSessionContext>
    </TenantProvider>
  );
  return renderRoutes(
    [
      { path: '/notifications/admin', element: inShell(<NotificationsAdminRoute />) },
      { path: '/notifications/admin/new', element: inShell(<NewNotificationRoute />) },
    ],
    { locale, initialEntries: [path] },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification admin list', () => {
  it('lists the tenant’s notifications with their audience, dates and counts', async () => {
    const fetchMock = stubFetch({
      [ADMIN_PATH]: () =>
        paged(
          [
            adminNotification(1, { audience: { kind: 'GROUP', id: 4, name: 'All employees' } }),
            adminNotification(2, {
              title: 'Urgent',
              notificationTypeId: 2,
              notificationType: 'Important',
              audience: { kind: 'USERS', id: null, name: null },
              effectiveOn: '2099-01-01T09:00:00.000Z',
              recipientCount: 1,
              readCount: 0,
            }),
          ],
          2,
        ),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications admin' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Notifications sent: 2' });
    const first = within(table).getByRole('row', { name: /Notice 1/ });
    expect(within(first).getByText('Group: All employees')).toBeDefined();
    expect(within(first).getByText('General')).toBeDefined();
    expect(within(first).getByText('12')).toBeDefined();
    expect(within(first).getByText('5')).toBeDefined();
    const second = within(table).getByRole('row', { name: /Urgent/ });
    expect(within(second).getByText('Chosen users')).toBeDefined();
    expect(within(second).getByText('Important')).toBeDefined();
    expect(within(second).getByText('Scheduled')).toBeDefined();
    const url = requestUrl(callsTo(fetchMock, ADMIN_PATH)[0]?.[0] ?? '');
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('20');
    expect(url.searchParams.has('notificationTypeId')).toBe(false);
  });

  it('pages and filters by type through the address', async () => {
    const fetchMock = stubFetch({
      [ADMIN_PATH]: (url) => paged([adminNotification(Number(url.searchParams.get('pageNo')) * 100)], 45),
    });
    const { router } = renderAdmin();
    await screen.findByRole('row', { name: /Notice 100/ });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('row', { name: /Notice 300/ });
    expect(router.state.location.search).toBe('?page=3');

    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=2'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, ADMIN_PATH).some(
          ([input]) => requestUrl(input).searchParams.get('notificationTypeId') === '2',
        ),
      ).toBe(true),
    );
  });

  it('says when there is nothing, and when the list could not be read', async () => {
    stubFetch({ [ADMIN_PATH]: () => paged([]) });
    const { unmount } = renderAdmin();
    expect(await screen.findByText('No notification has been sent yet.')).toBeDefined();
    unmount();

    let isBroken = true;
    stubFetch({
      [ADMIN_PATH]: () =>
        isBroken
          ? jsonResponse({ type: 'about:blank', title: 'Bad', status: 400, code: 'validation_failed' }, 400)
          : paged([adminNotification(1)]),
    });
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The notifications could not be loaded.');
    isBroken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Notice 1/ })).toBeDefined();
  });

  it('deletes a notification after asking', async () => {
    const fetchMock = stubFetch({
      [ADMIN_PATH]: () => paged([adminNotification(7, { title: 'Old news' })]),
      [`${ADMIN_PATH}/7`]: () => ok(7),
    });
    renderAdmin();
    const row = await screen.findByRole('row', { name: /Old news/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete “Old news”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    expect(dialog.textContent).toContain('all its recipients (12)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, `${ADMIN_PATH}/7`)).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete “Old news”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, `${ADMIN_PATH}/7`)).toHaveLength(1));
    expect(callsTo(fetchMock, `${ADMIN_PATH}/7`)[0]?.[1]?.method).toBe('DELETE');
    expect(await screen.findByText('The notification “Old news” was deleted.')).toBeDefined();
    // The list is read again.
    await waitFor(() => expect(callsTo(fetchMock, ADMIN_PATH).length).toBeGreaterThan(1));
  });

  it('refuses users without the notification admin permission', async () => {
    stubFetch({});
    renderAdmin({ permissions: ['RESOURCELIBRARY_ADMIN'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access denied');
  });

  it('speaks French', async () => {
    stubFetch({ [ADMIN_PATH]: () => paged([adminNotification(1)]) });
    renderAdmin({ locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration des notifications' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Supprimer « Notice 1 »' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Nouvelle notification' })).toBeDefined();
  });
});

describe('the new notification form', () => {
  function stubCreate(answer: () => Response = () => ok({ notificationId: 31, recipientCount: 3 })) {
    return stubFetch({
      [ADMIN_PATH]: (_url, init) => (init?.method === 'POST' ? answer() : paged([])),
      '/api/group/search': () => paged(groups),
      '/api/role/search': () => paged(roles),
      '/api/user/getallapproved': () => paged(users),
    });
  }

  /** Chooses the audience "A group" or "A role", then the option of its picker (the directory's answer). */
  async function chooseFromDirectory(audience: 'A group' | 'A role', pickerName: RegExp, option: string) {
    fireEvent.click(screen.getByRole('radio', { name: audience }));
    const picker = await screen.findByRole('combobox', { name: pickerName });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: option }));
  }
  const chooseGroup = () => chooseFromDirectory('A group', /Group/, 'All employees');
  const chooseRole = (name: string) => chooseFromDirectory('A role', /Role/, name);

  it('is reached from the list', async () => {
    stubCreate();
    const { router } = renderAdmin();
    fireEvent.click(await screen.findByRole('link', { name: 'New notification' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New notification' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/notifications/admin/new');
  });

  it('checks the fields before sending and focuses the first wrong one', async () => {
    const fetchMock = stubCreate();
    renderAdmin({ path: '/notifications/admin/new' });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    fireEvent.click(screen.getByRole('radio', { name: 'A group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));

    expect(await screen.findByText('Enter a title.')).toBeDefined();
    expect(screen.getByText('Enter a description.')).toBeDefined();
    expect(screen.getByText('Choose a group.')).toBeDefined();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(fieldErrorOf(title)).toBe('Enter a title.');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Typing clears the field's error.
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    expect(screen.queryByText('Enter a title.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('The title can have at most 200 characters.')).toBeDefined();
  });

  it('previews the description sanitized', async () => {
    stubCreate();
    renderAdmin({ path: '/notifications/admin/new' });
    const description = await screen.findByRole('textbox', { name: /Description/ });
    expect(screen.getByText('The description will show here as recipients will see it.')).toBeDefined();
    fireEvent.change(description, { target: { value: '<p>Hello <em>team</em></p><img src="x" onerror="alert(1)">' } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByText('team').tagName).toBe('EM'));
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('sends an Important notification to chosen users, then says so and goes back to the list', async () => {
    const fetchMock = stubCreate();
    const { router } = renderAdmin({ path: '/notifications/admin/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: ' Fire drill ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: '<p>At 10</p>' } });
    fireEvent.click(screen.getByRole('radio', { name: /Important/ }));
    fireEvent.change(screen.getByLabelText(/Effective from/), { target: { value: '2026-04-01T10:30' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen users' }));

    const picker = await screen.findByRole('combobox', { name: /Users/ });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'lena' } });
    // The directory is searched with what was typed.
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/user/getallapproved').some(
          ([, init]) => (requestBody(init) as { searchText?: string }).searchText === 'lena',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Lena Learner (learner@acme.test)' }));
    expect(await screen.findByText('Lena Learner (learner@acme.test)')).toBeDefined();
    const directoryCalls = callsTo(fetchMock, '/api/user/getallapproved').length;

    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [post] = callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toEqual({
      notificationTypeId: 2,
      title: 'Fire drill',
      description: '<p>At 10</p>',
      effectiveOn: new Date('2026-04-01T10:30').toISOString(),
      audience: { kind: 'USERS', userCodes: ['acme-learner'] },
    });
    expect(await screen.findByText('Notification sent. Recipients: 3.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/admin'));
    // Sending refreshes the lists, not the directory the pickers read.
    expect(callsTo(fetchMock, '/api/user/getallapproved')).toHaveLength(directoryCalls);
  });

  it('sends to a group chosen from the directory', async () => {
    const fetchMock = stubCreate();
    renderAdmin({ path: '/notifications/admin/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Party' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Cake at 4' } });
    await chooseGroup();
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [post] = callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST');
    expect((requestBody(post?.[1]) as { audience: unknown }).audience).toEqual({ kind: 'GROUP', groupId: 4 });
    const [search] = callsTo(fetchMock, '/api/group/search');
    expect(requestBody(search?.[1])).toMatchObject({ status: 'ACTIVE', pageNo: 1 });
  });

  it('forgets the group once another audience is chosen', async () => {
    const fetchMock = stubCreate();
    renderAdmin({ path: '/notifications/admin/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Party' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Cake at 4' } });
    await chooseGroup();
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen users' }));
    fireEvent.click(screen.getByRole('radio', { name: 'A group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Choose a group.')).toBeDefined();
    expect(callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends to a role chosen from the directory, and shows the server’s field errors', async () => {
    const fetchMock = stubCreate(() =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad request',
          status: 400,
          code: 'validation_failed',
          detail: 'The role does not exist.',
          errors: {
            'audience.roleId': ['No role of the tenant has this id.'],
            description: [UserNotificationMessages.descriptionUnsafeOnly],
          },
        },
        400,
      ),
    );
    renderAdmin({ path: '/notifications/admin/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Roles' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: '<script>x</script>' },
    });
    await chooseRole('Manager');
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));

    expect(await screen.findByText('This role does not exist any more. Choose another one.')).toBeDefined();
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /Description/ }))).toBe(
      'The description must keep some text once unsafe HTML is removed.',
    );
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /Role/ }))).toBe(
      'This role does not exist any more. Choose another one.',
    );
    const [post] = callsTo(fetchMock, ADMIN_PATH).filter(([, init]) => init?.method === 'POST');
    expect((requestBody(post?.[1]) as { audience: unknown }).audience).toEqual({ kind: 'ROLE', roleId: 7 });
    // Role names come from the directory any administrator may read, active roles only.
    const [search] = callsTo(fetchMock, '/api/role/search');
    expect(requestBody(search?.[1])).toMatchObject({ status: 'Active', pageNo: 1 });
  });

  it('says so when the notification could not be sent', async () => {
    stubCreate(() => jsonResponse({ type: 'about:blank', title: 'Boom', status: 500, code: 'internal_error' }, 500));
    renderAdmin({ path: '/notifications/admin/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'T' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The notification could not be sent. Try again.');
  });

  it('speaks French', async () => {
    stubCreate();
    renderAdmin({ path: '/notifications/admin/new', locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle notification' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));
    expect(await screen.findByText('Saisissez un titre.')).toBeDefined();
  });
});
