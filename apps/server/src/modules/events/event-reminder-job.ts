import { EventValidation, matchSupportedLocale, DEFAULT_LOCALE } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TJobRunner } from '../../lib/jobs/job-runner.ts';
import { noticeText, notifyUsers } from './event-notifications.ts';

/*
 * The reminder before a session: a periodic sweep finds scheduled sessions of published events
 * starting within `EventValidation.reminderHoursBefore` hours whose reminder has not gone out, and
 * for each one, in one transaction, marks it sent by a conditional update (`WHERE
 * reminder_sent_at IS NULL`) and notifies the people seated. Two nodes or two runs racing for a
 * session: one update wins, the other changes no row and notifies nobody.
 */

export const EVENT_REMINDER_JOB = 'event-session-reminders';
const SWEEP_EVERY_SECONDS = 300;
const BATCH = 100;

export async function sendDueReminders(
  db: Kysely<Database>,
  now: Date,
  announce: (tenantCode: string, notificationIds: readonly number[]) => void,
): Promise<number> {
  const nowIso = now.toISOString();
  const horizon = new Date(now.getTime() + EventValidation.reminderHoursBefore * 3_600_000).toISOString();
  const due = await db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .innerJoin('tenants as t', 't.tenant_code', 's.tenant_code')
    .select(['s.id', 's.tenant_code', 's.starts_at', 'e.title_en', 'e.title_fr', 'e.time_zone', 't.default_locale'])
    .where('s.status', '=', 'SCHEDULED')
    .where('s.starts_at', '>', nowIso)
    .where('s.starts_at', '<=', horizon)
    .where('s.reminder_sent_at', 'is', null)
    .where('e.status', '=', 'PUBLISHED')
    .orderBy('s.starts_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const session of due) {
    const ids = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('event_sessions')
        .set({ reminder_sent_at: nowIso })
        .where('tenant_code', '=', session.tenant_code)
        .where('id', '=', session.id)
        .where('reminder_sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        return null;
      }
      const seated = await trx
        .selectFrom('event_registrations')
        .select('user_code')
        .where('tenant_code', '=', session.tenant_code)
        .where('session_id', '=', session.id)
        .where('status', '=', 'SEATED')
        .execute();
      return notifyUsers(
        trx,
        session.tenant_code,
        seated.map((row) => row.user_code),
        (locale) =>
          noticeText(
            {
              kind: 'REMINDER',
              titleEn: session.title_en,
              titleFr: session.title_fr,
              startsAt: session.starts_at,
              timeZone: session.time_zone,
            },
            locale,
          ),
        { defaultLocale: matchSupportedLocale(session.default_locale) ?? DEFAULT_LOCALE, now: nowIso },
      );
    });
    if (ids) {
      sent += 1;
      announce(session.tenant_code, ids);
    }
  }
  return sent;
}

/** Registers the reminder sweep (pg-boss on PostgreSQL: one node at a time; in process on SQLite). */
export function scheduleEventReminders(
  runner: TJobRunner,
  db: Kysely<Database>,
  announce: (tenantCode: string, notificationIds: readonly number[]) => void,
  clock: () => Date = () => new Date(),
): void {
  runner.schedule(EVENT_REMINDER_JOB, SWEEP_EVERY_SECONDS, async () => {
    await sendDueReminders(db, clock(), announce);
  });
}
