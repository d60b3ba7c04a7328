import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Seats and the waiting list, decided by the database. Every function runs in the caller's
 * transaction and starts by updating the session's row: on PostgreSQL the writes of one session
 * queue on that row's lock until the transaction commits (and each statement after it reads what
 * the previous holder committed); SQLite has one writer. The seat itself is taken by a conditional
 * `UPDATE ... SET seated_count = seated_count + 1 WHERE seated_count < capacity` whose affected
 * rows say whether a seat was free, so the count never passes the capacity (a CHECK backs it up).
 */

type TTrx = Transaction<Database>;

export type TSeatOutcome =
  { kind: 'EXISTING'; status: string } | { kind: 'SEATED' } | { kind: 'WAITING'; waitingOrder: number };

/** Locks the session's row (and draws the next waiting-list number); undefined when it does not exist. */
async function lockSession(trx: TTrx, tenantCode: string, sessionId: number) {
  return trx
    .updateTable('event_sessions')
    .set((eb) => ({ waiting_seq: eb('waiting_seq', '+', 1) }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', sessionId)
    .returning(['waiting_seq', 'event_id'])
    .executeTakeFirst();
}

/** Takes a seat if one is free: true when taken. */
async function takeSeat(trx: TTrx, tenantCode: string, sessionId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('event_sessions')
    .set((eb) => ({ seated_count: eb('seated_count', '+', 1), updated_at: now }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', sessionId)
    .where((eb) => eb('seated_count', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function freeSeat(trx: TTrx, tenantCode: string, sessionId: number, now: string): Promise<void> {
  await trx
    .updateTable('event_sessions')
    .set((eb) => ({ seated_count: eb('seated_count', '-', 1), updated_at: now }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', sessionId)
    .where('seated_count', '>', 0)
    .execute();
}

/** Registers a user: a seat when one is free, else the end of the waiting list; a second call changes nothing. */
export async function registerForSession(
  trx: TTrx,
  tenantCode: string,
  sessionId: number,
  userCode: string,
  now: string,
): Promise<TSeatOutcome> {
  const locked = await lockSession(trx, tenantCode, sessionId);
  if (!locked) {
    throw new Error(`session ${sessionId} vanished`);
  }
  // Read after the lock: a registration of the same user committed meanwhile is seen here.
  const existing = await trx
    .selectFrom('event_registrations')
    .select('status')
    .where('tenant_code', '=', tenantCode)
    .where('session_id', '=', sessionId)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  if (existing) {
    return { kind: 'EXISTING', status: existing.status };
  }
  const seated = await takeSeat(trx, tenantCode, sessionId, now);
  await trx
    .insertInto('event_registrations')
    .values({
      tenant_code: tenantCode,
      session_id: sessionId,
      event_id: locked.event_id,
      user_code: userCode,
      status: seated ? 'SEATED' : 'WAITING',
      waiting_order: seated ? null : locked.waiting_seq,
      registered_at: now,
      seated_at: seated ? now : null,
      attendance: null,
      attendance_at: null,
      attendance_by: null,
    })
    .execute();
  return seated ? { kind: 'SEATED' } : { kind: 'WAITING', waitingOrder: locked.waiting_seq };
}

/**
 * Seats people from the head of the waiting list while seats are free (a seat freed, a capacity
 * raised); answers whom it seated, in order.
 */
export async function promoteWaiting(trx: TTrx, tenantCode: string, sessionId: number, now: string): Promise<string[]> {
  const promoted: string[] = [];
  for (;;) {
    const next = await trx
      .selectFrom('event_registrations')
      .select(['id', 'user_code'])
      .where('tenant_code', '=', tenantCode)
      .where('session_id', '=', sessionId)
      .where('status', '=', 'WAITING')
      .orderBy('waiting_order')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next || !(await takeSeat(trx, tenantCode, sessionId, now))) {
      return promoted;
    }
    await trx
      .updateTable('event_registrations')
      .set({ status: 'SEATED', waiting_order: null, seated_at: now })
      .where('tenant_code', '=', tenantCode)
      .where('id', '=', next.id)
      .execute();
    promoted.push(next.user_code);
  }
}

/**
 * Cancels a user's registration: a seat freed goes to the first person waiting, in the same
 * transaction. Answers what was cancelled (null: nothing was registered) and whom it promoted.
 */
export async function cancelRegistration(
  trx: TTrx,
  tenantCode: string,
  sessionId: number,
  userCode: string,
  now: string,
): Promise<{ cancelled: string | null; promoted: string[] }> {
  if (!(await lockSession(trx, tenantCode, sessionId))) {
    return { cancelled: null, promoted: [] };
  }
  const removed = await trx
    .deleteFrom('event_registrations')
    .where('tenant_code', '=', tenantCode)
    .where('session_id', '=', sessionId)
    .where('user_code', '=', userCode)
    .returning('status')
    .executeTakeFirst();
  if (!removed) {
    return { cancelled: null, promoted: [] };
  }
  if (removed.status !== 'SEATED') {
    return { cancelled: removed.status, promoted: [] };
  }
  await freeSeat(trx, tenantCode, sessionId, now);
  return { cancelled: removed.status, promoted: await promoteWaiting(trx, tenantCode, sessionId, now) };
}

/** Locks a session for an admin change of its capacity (promotions follow a raise). */
export async function lockSessionForChange(trx: TTrx, tenantCode: string, sessionId: number) {
  return lockSession(trx, tenantCode, sessionId);
}
