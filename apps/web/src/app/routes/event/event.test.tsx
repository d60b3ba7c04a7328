import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch-stubs';
import { EventRoute } from './event';
import { EventDetailRoute } from './event-detail';
import { buildDetail, buildListItem, buildSession, ok, paged, renderEventsPage, thisMonthAt } from './event-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const online = buildListItem({
  sessionId: 12,
  eventId: 6,
  title: 'Safety webinar',
  mode: 'ONLINE',
  place: null,
  onlineUrl: null,
  startsAt: thisMonthAt(20, 14),
  endsAt: thisMonthAt(20, 15),
  capacity: 2,
  seatedCount: 2,
  seatsLeft: 0,
  waitingCount: 1,
});

// A busy machine renders Mantine's calendar and forms slowly: each test gets room.
describe('EventRoute', { timeout: 20_000 }, () => {
  it('lists upcoming sessions with their time zone, place or "Online", seats, and marks their days', async () => {
    const fetchMock = stubFetch({ '/api/events': () => paged([buildListItem(), online]) });
    renderEventsPage(<EventRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
    const launch = (await screen.findByRole('link', { name: 'Winter product launch' })).closest('li');
    if (!launch) {
      throw new Error('no card');
    }
    expect(launch.textContent).toContain('Store 12, training room');
    expect(launch.textContent).toContain('3 seats left');
    // The viewer's time zone is named after the time (EST, UTC, GMT+1…).
    expect(within(launch).getByText(/\b[A-Z]{2,5}([+-]\d+)?$/)).toBeTruthy();
    const webinar = screen.getByRole('link', { name: 'Safety webinar' }).closest('li');
    expect(webinar?.textContent).toContain('Online');
    expect(webinar?.textContent).toContain('Full — join the waiting list');
    expect(screen.getByRole('link', { name: 'Safety webinar' }).getAttribute('href')).toBe('/event/6');
    // The calendar names the days holding sessions.
    expect(await screen.findAllByRole('button', { name: /, 1 session$/ })).toHaveLength(2);
    const [first] = callsTo(fetchMock, '/api/events');
    expect(requestUrl(first?.[0] ?? '').searchParams.get('view')).toBe('upcoming');
  });

  it('narrows the list to a day picked in the calendar, then shows all again', async () => {
    const fetchMock = stubFetch({ '/api/events': () => paged([buildListItem(), online]) });
    renderEventsPage(<EventRoute />);
    const days = await screen.findAllByRole('button', { name: /, 1 session$/ });
    fireEvent.click(days[1] as HTMLElement);
    expect(await screen.findByText(/^Sessions of /)).toBeTruthy();
    await waitFor(() => {
      const asked = callsTo(fetchMock, '/api/events').map(([input]) => requestUrl(input).searchParams);
      const dayCall = asked.find((params) => params.get('pageSize') === '16' && params.get('from'));
      expect(dayCall?.get('from')).toBe(new Date(new Date(online.startsAt).setHours(0, 0, 0, 0)).toISOString());
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show all days' }));
    expect(screen.queryByText(/^Sessions of /)).toBeNull();
  });

  it('shows my registrations under Mine, with an empty state that leads back to upcoming events', async () => {
    const fetchMock = stubFetch({ '/api/events': () => paged([]) });
    renderEventsPage(<EventRoute />, { url: '/?view=mine' });
    expect(await screen.findByRole('heading', { name: 'No registration yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See upcoming events' }).getAttribute('href')).toBe('/event');
    const views = callsTo(fetchMock, '/api/events').map(([input]) => requestUrl(input).searchParams.get('view'));
    expect(new Set(views)).toEqual(new Set(['mine']));
  });

  it('offers a retry when the sessions fail to load', async () => {
    let fails = true;
    stubFetch({
      '/api/events': () =>
        fails ? jsonResponse({ title: 'Boom', status: 500, code: 'internal_error' }, 500) : paged([]),
    });
    renderEventsPage(<EventRoute />, { permissions: ['EVENTS_ADMIN'] });
    expect(screen.getByRole('link', { name: 'Manage events' }).getAttribute('href')).toBe('/event/admin');
    // A 5xx is retried twice before the page says so: the calendar and the list each offer a retry.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2), {
      timeout: 10_000,
    });
    fails = false;
    screen.getAllByRole('button', { name: 'Try again' }).forEach((button) => fireEvent.click(button));
    expect(await screen.findByRole('heading', { name: 'No upcoming session' })).toBeTruthy();
  });
});

describe('EventDetailRoute', { timeout: 20_000 }, () => {
  const route = { path: '/event/:eventId', url: '/event/5' };

  it('registers for a session and says so; a full session offers the waiting list and my number', async () => {
    let registered = false;
    const fetchMock = stubFetch({
      '/api/events/5': () =>
        ok(
          buildDetail({
            sessions: [
              buildSession(
                registered
                  ? { myRegistration: { status: 'SEATED', position: null, registeredAt: 'x', attendance: null } }
                  : {},
              ),
              buildSession({ sessionId: 12, seatsLeft: 0, seatedCount: 10, waitingCount: 1 }),
            ],
          }),
        ),
      '/api/events/sessions/11/registration': () => {
        registered = true;
        return ok({
          sessionId: 11,
          registration: { status: 'SEATED', position: null, registeredAt: 'x', attendance: null },
          session: buildSession(),
        });
      },
    });
    renderEventsPage(<EventDetailRoute />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter product launch' })).toBeTruthy();
    expect(screen.getByText(/Bring your questions\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("You're registered.", { selector: 'p' })).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/events/sessions/11/registration');
    expect(call?.[1]?.method).toBe('POST');
    expect(screen.getByRole('button', { name: 'Cancel my registration' })).toBeTruthy();
  });

  it('shows my place on the waiting list, and cancels only once confirmed', async () => {
    let waiting = true;
    const fetchMock = stubFetch({
      '/api/events/5': () =>
        ok(
          buildDetail({
            sessions: [
              buildSession({
                seatsLeft: 0,
                myRegistration: waiting
                  ? { status: 'WAITING', position: 2, registeredAt: 'x', attendance: null }
                  : null,
              }),
            ],
          }),
        ),
      '/api/events/sessions/11/registration': () => {
        waiting = false;
        return ok({ sessionId: 11, registration: null, session: buildSession() });
      },
    });
    renderEventsPage(<EventDetailRoute />, route);
    expect(await screen.findByText("You're number 2 on the waiting list.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/events/sessions/11/registration')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/events/sessions/11/registration')[0]?.[1]?.method).toBe('DELETE');
  });

  it('downloads the session .ics with the page language', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = stubFetch({
      '/api/events/5': () => ok(buildDetail()),
      '/api/events/sessions/11/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'Content-Type': 'text/calendar' } }),
    });
    renderEventsPage(<EventDetailRoute />, { ...route, locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter au calendrier' }));
    await waitFor(() => expect(saved).toEqual(['event-11.ics']));
    const [call] = callsTo(fetchMock, '/api/events/sessions/11/calendar.ics');
    expect(requestUrl(call?.[0] ?? '').searchParams.get('locale')).toBe('fr-CA');
    click.mockRestore();
  });

  it('shows not found for an event outside my audience', async () => {
    stubFetch({});
    renderEventsPage(<EventDetailRoute />, { path: '/event/:eventId', url: '/event/99' });
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You're lost." })).toBeTruthy();
  });
});
