import type { TUserNotification } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, stubFetch } from '../shell-fixtures';
import { ImportantNotificationsMount } from './important-notifications-mount';

function important(id: number, title: string): TUserNotification {
  return {
    notificationId: id,
    notificationTypeId: 2,
    notificationType: 'Important',
    title,
    description: `<p>About ${title}</p>`,
    effectiveOn: '2026-03-02T09:00:00.000Z',
    readOn: null,
    wasDismissed: false,
    displayTimesCountdown: 1,
  };
}

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

function stubImportant(notifications: TUserNotification[]) {
  let unread = notifications.length;
  return stubFetch({
    '/api/user-notification/important/check': () => ok(notifications.length > 0),
    '/api/user-notification/important': () => ok(notifications),
    '/api/user-notification/important/read/1': () => {
      unread -= 1;
      return ok({ ...notifications[0], readOn: '2026-03-03T00:00:00.000Z' });
    },
    '/api/user-notification/important/read/2': () => {
      unread -= 1;
      return ok({ ...notifications[1], readOn: '2026-03-03T00:00:00.000Z' });
    },
    '/api/user-notification/unread/count': () => jsonResponse({ count: unread }),
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Important notifications pop-up', () => {
  it('is not looked for without a fresh sign-in', async () => {
    const fetchMock = stubImportant([important(1, 'Compliance')]);
    renderInShell(<ImportantNotificationsMount />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, '/api/user-notification/important/check')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each as n of total, marks it read on dismiss, advances, and closes 1000 ms after the last', async () => {
    window.sessionStorage.setItem('freshLogin', 'true');
    const fetchMock = stubImportant([important(1, 'Compliance'), important(2, 'Security')]);
    renderInShell(<ImportantNotificationsMount />);

    const first = await screen.findByRole('dialog', { name: 'Compliance' });
    expect(first.textContent).toContain('1 of 2');
    // Reset once the check answered: a reload does not show it again.
    expect(window.sessionStorage.getItem('freshLogin')).toBe('false');
    expect(await screen.findByText('About Compliance')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const second = await screen.findByRole('dialog', { name: 'Security' });
    expect(second.textContent).toContain('2 of 2');
    expect(callsTo(fetchMock, '/api/user-notification/important/read/1')[0]?.[1]?.method).toBe('POST');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/user-notification/important/read/2')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dismiss' }).hasAttribute('disabled')).toBe(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByRole('dialog', { name: 'Security' })).toBeDefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refreshes the bell after a dismiss', async () => {
    window.sessionStorage.setItem('freshLogin', 'true');
    stubImportant([important(1, 'Compliance')]);
    const { queryClient } = renderInShell(<ImportantNotificationsMount />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('dialog', { name: 'Compliance' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: expect.arrayContaining(['user-notifications', 'unread-count']),
      }),
    );
  });

  it('shows nothing when the check says there is nothing', async () => {
    window.sessionStorage.setItem('freshLogin', 'true');
    const fetchMock = stubImportant([]);
    renderInShell(<ImportantNotificationsMount />);
    await waitFor(() => expect(window.sessionStorage.getItem('freshLogin')).toBe('false'));
    // The flag is reset before the answer is used, and React reveals a lazy pop-up 300 ms after
    // its fallback at the earliest: give one the time to show, were it to.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(callsTo(fetchMock, '/api/user-notification/important')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French', async () => {
    window.sessionStorage.setItem('freshLogin', 'true');
    stubImportant([important(1, 'Conformité'), important(2, 'Sécurité')]);
    renderInShell(<ImportantNotificationsMount />, { locale: 'fr-CA' });
    expect((await screen.findByRole('dialog', { name: 'Conformité' })).textContent).toContain('1 sur 2');
    expect(screen.getByRole('button', { name: 'Masquer' })).toBeDefined();
  });
});
