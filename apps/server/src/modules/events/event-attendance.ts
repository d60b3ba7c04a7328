import { EVENT_MESSAGES, type TAttendance } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { announceStatements, type TLearningRecordService } from '../learning-record/learning-record.service.ts';

/*
 * Attendance of a session, marked by event admins for the people seated. "Attended" is recorded
 * in the learning record (xAPI verb `attended`, object EVENT = the event's id, so events can be
 * path items), with one idempotency key per session and person: marking twice records once.
 * The marks and the statements are written in one transaction.
 */

export function attendanceKey(sessionId: number, userCode: string): string {
  return `event-session:${sessionId}:attended:${userCode}`;
}

export async function markAttendance(
  db: Kysely<Database>,
  record: TLearningRecordService,
  actor: TActor,
  sessionId: number,
  entries: readonly { userCode: string; attendance: TAttendance }[],
  now: string = new Date().toISOString(),
): Promise<{ updated: number }> {
  const session = await db
    .selectFrom('event_sessions')
    .select(['id', 'event_id'])
    .where('tenant_code', '=', actor.tenantCode)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) {
    throw notFound('The session');
  }
  const result = await db.transaction().execute(async (trx) => {
    const seated = await trx
      .selectFrom('event_registrations')
      .select(['user_code', 'attendance'])
      .where('tenant_code', '=', actor.tenantCode)
      .where('session_id', '=', sessionId)
      .where('status', '=', 'SEATED')
      .execute();
    const current = new Map(seated.map((row) => [row.user_code, row.attendance]));
    entries.forEach((entry, index) => {
      if (!current.has(entry.userCode)) {
        const message = EVENT_MESSAGES.notRegistered;
        throw new AppError('validation_failed', message, { [`entries.${index}.userCode`]: [message] });
      }
    });
    let updated = 0;
    for (const entry of entries) {
      if (current.get(entry.userCode) === entry.attendance) {
        continue;
      }
      await trx
        .updateTable('event_registrations')
        .set({ attendance: entry.attendance, attendance_at: now, attendance_by: actor.userCode })
        .where('tenant_code', '=', actor.tenantCode)
        .where('session_id', '=', sessionId)
        .where('user_code', '=', entry.userCode)
        .execute();
      current.set(entry.userCode, entry.attendance);
      updated += 1;
    }
    const attended = entries.filter((entry) => entry.attendance === 'ATTENDED').map((entry) => entry.userCode);
    await record.record(
      trx,
      actor.tenantCode,
      [...new Set(attended)].map((userCode) => ({
        actorUserCode: userCode,
        verb: 'attended' as const,
        objectKind: 'EVENT' as const,
        objectId: String(session.event_id),
        result: { completion: true },
        context: null,
        idempotencyKey: attendanceKey(sessionId, userCode),
      })),
      now,
    );
    return { updated, attended };
  });
  // Readers that keep computed progress hear of it once it is committed.
  if (result.attended.length > 0) {
    announceStatements(actor.tenantCode, result.attended);
  }
  return { updated: result.updated };
}
