import type { TListUserNotificationsResponse, TUserNotification } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import { NotificationsRoute } from './notifications';

function notification(id: number, extra: Partial<TUserNotification> = {}): TUserNotification {
  return {
    notificationId: id,
    notificationTypeId: 1,
    notificationType: 'General',
    title: `Notification ${id}`,
    description: `<p>Details of ${id}</p><img src="x" onerror="alert(1)">`,
    effectiveOn: '2026-03-02T09:00:00.000Z',
    readOn: null,
    wasDismissed: false,
    displayTimesCountdown: 0,
    ...extra,
  };
}

function stubNotifications(list: TUserNotification[], totalRecords = list.length) {
  const pages: TListUserNotificationsResponse = { result: list, totalRecords };
  const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });
  return stubFetch({
    '/api/user-notification/list/All': () => jsonResponse(pages),
    '/api/user-notification/list/Important': () =>
      jsonResponse({ result: list.filter((item) => item.notificationTypeId === 2), totalRecords: 1 }),
    '/api/user-notification/set-notifications-read': () => ok(1),
    '/api/user-notification/unread/count': () => jsonResponse({ count: 1 }),
    '/api/user-notification/3': () => ok(3),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification centre', () => {
  it('lists the notifications with their sanitized description, unread ones marked', async () => {
    const fetchMock = stubNotifications([
      notification(1),
      notification(2, { readOn: '2026-03-03T09:00:00.000Z', title: 'Already read' }),
    ]);
    renderInShell(<NotificationsRoute />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeDefined();
    const first = await screen.findByRole('article', { name: 'Notification 1' });
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(within(first).getByText('New')).toBeDefined();
    await waitFor(() => expect(within(first).getByText('Details of 1')).toBeDefined());
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const read = screen.getByRole('article', { name: 'Already read' });
    expect(read.getAttribute('data-unread')).toBe('false');
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    const [call] = callsTo(fetchMock, '/api/user-notification/list/All');
    const url = requestUrl(call?.[0] ?? '');
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it('shows a tab per type and asks for that type', async () => {
    const fetchMock = stubNotifications([
      notification(1),
      notification(5, { notificationTypeId: 2, notificationType: 'Important', title: 'Urgent' }),
    ]);
    renderInShell(<NotificationsRoute />);
    await screen.findByRole('article', { name: 'Notification 1' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'General', 'Important', 'System']);

    fireEvent.click(screen.getByRole('tab', { name: 'Important' }));
    expect(await screen.findByRole('article', { name: 'Urgent' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Notification 1' })).toBeNull();
    expect(callsTo(fetchMock, '/api/user-notification/list/Important')).toHaveLength(1);
  });

  it('marks one notification read, then all of them', async () => {
    const fetchMock = stubNotifications([notification(1), notification(2)]);
    renderInShell(<NotificationsRoute />);
    const first = await screen.findByRole('article', { name: 'Notification 1' });

    fireEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/user-notification/set-notifications-read')).toHaveLength(1));
    const [one] = callsTo(fetchMock, '/api/user-notification/set-notifications-read');
    expect(requestBody(one?.[1])).toEqual({ notificationIds: [1] });
    // The list is read again.
    await waitFor(() => expect(callsTo(fetchMock, '/api/user-notification/list/All')).toHaveLength(2));

    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/user-notification/set-notifications-read')).toHaveLength(2));
    expect(requestBody(callsTo(fetchMock, '/api/user-notification/set-notifications-read')[1]?.[1])).toEqual({});
  });

  it('offers delete only once the pop-up was shown, and asks first', async () => {
    const fetchMock = stubNotifications([
      notification(3, { title: 'Deletable' }),
      notification(4, {
        title: 'Pop-up pending',
        notificationTypeId: 2,
        notificationType: 'Important',
        displayTimesCountdown: 1,
      }),
    ]);
    renderInShell(<NotificationsRoute />);
    const pending = await screen.findByRole('article', { name: 'Pop-up pending' });
    expect(within(pending).queryByRole('button', { name: /Delete/ })).toBeNull();
    const deletable = screen.getByRole('article', { name: 'Deletable' });

    fireEvent.click(within(deletable).getByRole('button', { name: 'Delete “Deletable”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/user-notification/3')).toHaveLength(0);

    fireEvent.click(within(deletable).getByRole('button', { name: 'Delete “Deletable”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/user-notification/3')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/user-notification/3')[0]?.[1]?.method).toBe('DELETE');
    expect(await screen.findByText('The notification was deleted.')).toBeDefined();
  });

  it('says when there is nothing, and when the list could not be read', async () => {
    stubNotifications([]);
    const { unmount } = renderInShell(<NotificationsRoute />);
    expect(await screen.findByText('You have no notifications here.')).toBeDefined();
    unmount();

    stubFetch({
      '/api/user-notification/list/All': () =>
        jsonResponse({ type: 'about:blank', title: 'Bad', status: 400, code: 'validation_failed' }, 400),
    });
    renderInShell(<NotificationsRoute />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your notifications could not be loaded.');
  });

  it('speaks French', async () => {
    stubNotifications([notification(1)]);
    renderInShell(<NotificationsRoute />, { locale: 'fr-CA' });
    const first = await screen.findByRole('article', { name: 'Notification 1' });
    expect(within(first).getByRole('button', { name: 'Marquer comme lu' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Importantes' })).toBeDefined();
  });
});
