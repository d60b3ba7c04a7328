import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { EventsAdminRoute } from './event-admin';
import { EventEditorRoute } from './event-editor';
import { buildAdminEvent, buildAdminSession, buildRegistrant, ok, paged, renderEventsPage } from './event-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { permissions: ['EVENTS_ADMIN'] };
const choices = {
  '/api/tenant/GetAllBussinessTypes': () => ok([]),
  '/api/location': () => ok([]),
  '/api/group/search': () => paged([]),
};

// A busy machine renders Mantine's calendar and forms slowly: each test gets room.
describe('EventsAdminRoute', { timeout: 20_000 }, () => {
  it('refuses people without EVENTS_ADMIN', () => {
    stubFetch({});
    renderEventsPage(<EventsAdminRoute />, { permissions: ['EVENTS_VIEW_REPORTS'] });
    expect(screen.queryByRole('link', { name: 'New event' })).toBeNull();
  });

  it('lists the events with their status, sessions and registrations', async () => {
    stubFetch({
      '/api/events/admin/events': () =>
        paged([
          {
            eventId: 5,
            titleEn: 'Winter product launch',
            titleFr: 'Lancement d’hiver',
            status: 'PUBLISHED',
            sessionCount: 2,
            firstStartsAt: '2026-12-08T14:00:00.000Z',
            registrationCount: 9,
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ]),
    });
    renderEventsPage(<EventsAdminRoute />, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Events admin' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Winter product launch' })).closest('tr');
    expect(row?.textContent).toContain('Published');
    expect(row?.textContent).toContain('9');
    expect(screen.getByRole('link', { name: 'Winter product launch' }).getAttribute('href')).toBe('/event/admin/5');
  });
});

describe('EventEditorRoute', { timeout: 20_000 }, () => {
  it('creates an event: the contract rules in the form first, then the server save', async () => {
    const fetchMock = stubFetch({
      ...choices,
      '/api/events/admin/events': () =>
        jsonResponse({ success: true, returnValue: buildAdminEvent({ eventId: 8 }), message: null }, 201),
    });
    renderEventsPage(<EventEditorRoute />, { ...admin, path: '/event/admin/new', url: '/event/admin/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save the event' }));
    expect(await screen.findAllByText('Enter a title in both languages.')).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/events/admin/events')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Winter product launch' } });
    fireEvent.change(screen.getByLabelText('Title (French)'), { target: { value: 'Lancement d’hiver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the event' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/admin/events')).toHaveLength(1));
    const [call] = callsTo(fetchMock, '/api/events/admin/events');
    expect(call?.[1]?.method).toBe('POST');
    expect(requestBody(call?.[1])).toMatchObject({
      titleEn: 'Winter product launch',
      titleFr: 'Lancement d’hiver',
      audiences: [{ targetKind: 'ALL', targetCode: '' }],
    });
  });

  it('shows the event’s cover, offers to upload one, and saves its removal', async () => {
    const cover = '0b6f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
    const fetchMock = stubFetch({
      ...choices,
      '/api/events/admin/events/5': (_url, init) =>
        init?.method === 'PUT'
          ? ok(buildAdminEvent({ coverMediaId: null }))
          : ok(buildAdminEvent({ coverMediaId: cover })),
    });
    renderEventsPage(<EventEditorRoute />, { ...admin, path: '/event/admin/:eventId', url: '/event/admin/5' });
    const preview = await screen.findByRole('img', { name: 'The chosen cover image' });
    expect(preview.getAttribute('src')).toContain(cover);
    expect(screen.getByText('Replace the cover')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the cover' }));
    expect(screen.getByText('No cover image yet.')).toBeTruthy();
    expect(screen.getByText('Upload a cover')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the event' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/events/admin/events/5').filter(([, init]) => init?.method === 'PUT'),
      ).toHaveLength(1),
    );
    const [put] = callsTo(fetchMock, '/api/events/admin/events/5').filter(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toMatchObject({ coverMediaId: null, titleEn: 'Winter product launch' });
  });

  it('asks for a place of an in-person session and an end after the start', async () => {
    const fetchMock = stubFetch({
      ...choices,
      '/api/events/admin/events/5': () => ok(buildAdminEvent({ sessions: [] })),
    });
    renderEventsPage(<EventEditorRoute />, { ...admin, path: '/event/admin/:eventId', url: '/event/admin/5' });
    expect(await screen.findByRole('heading', { name: 'No session yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session' });
    expect(within(dialog).getByText(/America\/Toronto/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the session' }));
    expect(await within(dialog).findAllByText('Enter a valid date and time.')).toHaveLength(2);
    expect(within(dialog).getByText('Enter the place of an in-person session.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/events/admin/events/5/sessions')).toHaveLength(0);
  });

  it('shows a session’s seated people and waiting list, and cancels the session once confirmed', async () => {
    let cancelled = false;
    const session = buildAdminSession({ seatedCount: 1, waitingCount: 1, capacity: 1, seatsLeft: 0 });
    const fetchMock = stubFetch({
      ...choices,
      '/api/events/admin/events/5': () =>
        ok(
          buildAdminEvent({
            status: 'PUBLISHED',
            sessions: [cancelled ? { ...session, status: 'CANCELLED' } : session],
          }),
        ),
      '/api/events/admin/sessions/11/registrations': () =>
        ok({
          session,
          seated: [buildRegistrant({ displayName: 'Sam Seller', email: 'sam@acme.test', userCode: 'acme-sam' })],
          waiting: [
            buildRegistrant({
              displayName: 'Riley Rivera',
              email: 'riley@acme.test',
              userCode: 'acme-riley',
              status: 'WAITING',
              position: 1,
            }),
          ],
        }),
      '/api/events/admin/sessions/11/cancel': () => {
        cancelled = true;
        return ok({ ...session, status: 'CANCELLED' });
      },
    });
    renderEventsPage(<EventEditorRoute />, { ...admin, path: '/event/admin/:eventId', url: '/event/admin/5' });
    expect(await screen.findByText('1 of 1 seats taken, 1 waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrations' });
    expect(await within(dialog).findByText('Sam Seller')).toBeTruthy();
    const waitingRow = within(dialog).getByText('Riley Rivera').closest('tr');
    expect(waitingRow?.textContent).toBe('1Riley Riverariley@acme.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the session' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(within(confirm).getByText(/2 people registered or waiting will be notified/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/admin/sessions/11/cancel')).toHaveLength(1));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('cancels a whole published event once confirmed', async () => {
    let cancelled = false;
    const session = buildAdminSession({ seatedCount: 1, waitingCount: 1, capacity: 1, seatsLeft: 0 });
    const fetchMock = stubFetch({
      ...choices,
      '/api/events/admin/events/5': () =>
        ok(
          buildAdminEvent({
            status: cancelled ? 'CANCELLED' : 'PUBLISHED',
            sessions: [cancelled ? { ...session, status: 'CANCELLED' } : session],
          }),
        ),
      '/api/events/admin/events/5/cancel': () => {
        cancelled = true;
        return ok(buildAdminEvent({ status: 'CANCELLED', sessions: [{ ...session, status: 'CANCELLED' }] }));
      },
    });
    renderEventsPage(<EventEditorRoute />, { ...admin, path: '/event/admin/:eventId', url: '/event/admin/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(within(confirm).getByText(/everyone registered or waiting is notified/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/events/admin/events/5/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the event' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/events/admin/events/5/cancel')).toHaveLength(1));
    expect(await screen.findByText('The event is cancelled; everyone registered is notified.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the event' })).toBeNull());
  });
});
