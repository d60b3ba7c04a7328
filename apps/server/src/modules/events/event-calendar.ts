import { createEvent, type EventAttributes } from 'ics';

/*
 * A session as an iCalendar file (RFC 5545), written by the `ics` library: one VEVENT in UTC,
 * a stable UID per tenant and session (a second download updates the same calendar entry), and
 * CANCELLED once the session is.
 */

export type TCalendarSession = {
  tenantCode: string;
  sessionId: number;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineUrl: string | null;
  /** The event page, absolute. */
  eventUrl: string;
  isCancelled: boolean;
  updatedAt: string;
};

export function sessionCalendar(session: TCalendarSession): string {
  const attributes: EventAttributes = {
    uid: `event-session-${session.sessionId}@${session.tenantCode}.portal`,
    productId: 'portal/events',
    title: session.title,
    description: [session.description, session.onlineUrl ?? '', session.eventUrl].filter(Boolean).join('\n\n'),
    start: Date.parse(session.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(session.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: session.onlineUrl ?? session.eventUrl,
    status: session.isCancelled ? 'CANCELLED' : 'CONFIRMED',
    lastModified: Date.parse(session.updatedAt),
    ...(session.place ? { location: session.place } : session.onlineUrl ? { location: session.onlineUrl } : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) {
    throw error ?? new Error('the calendar could not be written');
  }
  return value;
}
