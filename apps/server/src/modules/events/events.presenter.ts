import type {
  TAttendance,
  TEventListItem,
  TEventSession,
  TEventStatus,
  TLocaleCode,
  TRegistrationStatus,
  TSessionMode,
  TSessionStatus,
} from '@portal/contracts';
import type { TSessionListRow, TSessionRow } from './events.repository.ts';

/* Rows of the events tables as the contracts' shapes. */

const SUMMARY_LENGTH = 240;

export function localized(locale: TLocaleCode, en: string, fr: string): string {
  return locale === 'fr-CA' ? fr || en : en || fr;
}

/** The first characters of a plain-text description, cut at a word. */
export function summaryOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= SUMMARY_LENGTH) {
    return text;
  }
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Registration is open: scheduled, published, before the deadline and the start. */
export function isRegistrationOpen(session: TSessionRow, eventStatus: string, now: string): boolean {
  return (
    eventStatus === 'PUBLISHED' &&
    session.status === 'SCHEDULED' &&
    now <= session.registration_deadline &&
    now < session.starts_at
  );
}

export function presentSessionBase(session: TSessionRow, waitingCount: number, eventStatus: string, now: string) {
  return {
    sessionId: session.id,
    eventId: session.event_id,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    registrationDeadline: session.registration_deadline,
    mode: session.mode as TSessionMode,
    place: session.place,
    onlineUrl: session.online_url,
    capacity: session.capacity,
    seatedCount: session.seated_count,
    waitingCount,
    seatsLeft: Math.max(0, session.capacity - session.seated_count),
    status: session.status as TSessionStatus,
    isRegistrationOpen: isRegistrationOpen(session, eventStatus, now),
  };
}

export function presentSession(row: TSessionListRow, now: string): TEventSession {
  return {
    ...presentSessionBase(row, Number(row.waiting_count), row.event_status, now),
    myRegistration:
      row.my_status && row.my_registered_at
        ? {
            status: row.my_status as TRegistrationStatus,
            position: row.my_status === 'WAITING' ? Number(row.my_position ?? 0) : null,
            registeredAt: row.my_registered_at,
            attendance: (row.my_attendance as TAttendance | null) ?? null,
          }
        : null,
  };
}

export function presentListItem(row: TSessionListRow, locale: TLocaleCode, now: string): TEventListItem {
  return {
    ...presentSession(row, now),
    title: localized(locale, row.title_en, row.title_fr),
    summary: summaryOf(localized(locale, row.description_en, row.description_fr)),
    coverMediaId: row.cover_media_id,
    categoryId: row.category_id,
    timeZone: row.time_zone,
    eventStatus: row.event_status as TEventStatus,
  };
}
