import type { TEventSession } from '@portal/contracts';
import { dateTimeFormat } from '../../../lib/intl-format';

// The viewer's own time zone (the browser's), named after the time so nobody guesses which it is.
const RANGE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Tue, Dec 8, 2026, 9:00 – 11:00 a.m. EST": a session's start and end, in the viewer's time zone. */
export function formatSessionRange(session: Pick<TEventSession, 'startsAt' | 'endsAt'>, locale: string): string {
  const format = dateTimeFormat(locale, RANGE_OPTIONS);
  return format.formatRange(new Date(session.startsAt), new Date(session.endsAt));
}

/** A moment with its date, time and zone (a registration deadline). */
export function formatInstant(iso: string, locale: string): string {
  return dateTimeFormat(locale, RANGE_OPTIONS).format(new Date(iso));
}

/** 'YYYY-MM-DD' of an instant in the viewer's time zone: the calendar day a session is shown on. */
export function localDayOf(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instants bounding a local calendar month ('YYYY-MM-01'): [first day 00:00, next month's 00:00). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(year, monthIndex - 1, 1).toISOString(),
    to: new Date(year, monthIndex, 1).toISOString(),
  };
}

/** The instants bounding a local calendar day ('YYYY-MM-DD'). */
export function dayRange(day: string): { from: string; to: string } {
  const [year, monthIndex, date] = day.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(year, monthIndex - 1, date).toISOString(),
    to: new Date(year, monthIndex - 1, date + 1).toISOString(),
  };
}

/** 'YYYY-MM-01' of the month holding a local day or date string. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
