import type { TEventListView } from '@portal/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventSessionsTable, EventsTable } from '../../db/schema-events.ts';

/* Events, their audiences, sessions and registrations. Kysely only; every function takes the tenant. */

export type TDb = Kysely<Database> | Transaction<Database>;
export type TEventRow = Selectable<EventsTable>;
export type TSessionRow = Selectable<EventSessionsTable>;

/** A session as the learner reads it, with its event's texts and the viewer's registration. */
export type TSessionListRow = TSessionRow & {
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  cover_media_id: string | null;
  category_id: number | null;
  time_zone: string;
  event_status: string;
  waiting_count: number | string;
  my_status: string | null;
  my_waiting_order: number | null;
  my_registered_at: string | null;
  my_attendance: string | null;
  my_position: number | string | null;
};

export async function findEvent(db: TDb, tenantCode: string, eventId: number): Promise<TEventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export async function findSession(db: TDb, tenantCode: string, sessionId: number): Promise<TSessionRow | undefined> {
  return db
    .selectFrom('event_sessions')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** Whether one of the event's audiences holds one of these keys. */
export async function isInAudience(db: TDb, tenantCode: string, eventId: number, keys: readonly string[]) {
  if (keys.length === 0) {
    return false;
  }
  const row = await db
    .selectFrom('event_audiences')
    .select('event_id')
    .where('tenant_code', '=', tenantCode)
    .where('event_id', '=', eventId)
    .where('audience_key', 'in', keys)
    .executeTakeFirst();
  return row !== undefined;
}

type TListFilter = {
  tenantCode: string;
  userCode: string;
  keys: readonly string[];
  view: TEventListView;
  now: string;
  from?: string | undefined;
  to?: string | undefined;
  eventId?: number;
};

/**
 * The sessions a viewer may see (published events of their audience; "mine" also shows cancelled
 * ones they registered for), with their registration and the waiting list's size.
 */
function sessionsQuery(db: TDb, filter: TListFilter) {
  const { tenantCode, userCode, keys, view, now } = filter;
  let query = db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .leftJoin('event_registrations as r', (join) =>
      join
        .onRef('r.tenant_code', '=', 's.tenant_code')
        .onRef('r.session_id', '=', 's.id')
        .on('r.user_code', '=', userCode),
    )
    .where('s.tenant_code', '=', tenantCode)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_audiences as a')
          .select('a.event_id')
          .whereRef('a.tenant_code', '=', 'e.tenant_code')
          .whereRef('a.event_id', '=', 'e.id')
          .where('a.audience_key', 'in', keys.length > 0 ? keys : ['-']),
      ),
    );
  if (filter.eventId !== undefined) {
    query = query.where('e.id', '=', filter.eventId);
  }
  if (view === 'mine') {
    query = query.where('r.id', 'is not', null).where('e.status', '!=', 'DRAFT').where('s.ends_at', '>', now);
  } else {
    query = query.where('e.status', '=', 'PUBLISHED');
  }
  if (view === 'upcoming') {
    query = query.where('s.ends_at', '>', now).where('s.status', '=', 'SCHEDULED');
  } else if (view === 'past') {
    query = query.where('s.ends_at', '<=', now);
  }
  if (filter.from) {
    query = query.where('s.starts_at', '>=', filter.from);
  }
  if (filter.to) {
    query = query.where('s.starts_at', '<', filter.to);
  }
  return query;
}

function withListColumns(query: ReturnType<typeof sessionsQuery>) {
  return query
    .selectAll('s')
    .select([
      'e.title_en',
      'e.title_fr',
      'e.description_en',
      'e.description_fr',
      'e.cover_media_id',
      'e.category_id',
      'e.time_zone',
      'e.status as event_status',
      'r.status as my_status',
      'r.waiting_order as my_waiting_order',
      'r.registered_at as my_registered_at',
      'r.attendance as my_attendance',
    ])
    .select((eb) => [
      eb
        .selectFrom('event_registrations as w')
        .select(eb.fn.countAll().as('n'))
        .whereRef('w.tenant_code', '=', 's.tenant_code')
        .whereRef('w.session_id', '=', 's.id')
        .where('w.status', '=', 'WAITING')
        .as('waiting_count'),
      eb
        .selectFrom('event_registrations as w')
        .select(eb.fn.countAll().as('n'))
        .whereRef('w.tenant_code', '=', 's.tenant_code')
        .whereRef('w.session_id', '=', 's.id')
        .where('w.status', '=', 'WAITING')
        .whereRef('w.waiting_order', '<=', 'r.waiting_order')
        .as('my_position'),
    ]);
}

/**
 * The ids of a page of the sessions of a view, and how many there are. Only ids: SQLite computes a
 * row's select-list subqueries before it sorts, so the page's rows are read afterwards by id.
 */
export async function listSessionIds(
  db: TDb,
  filter: TListFilter,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const direction = filter.view === 'past' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    sessionsQuery(db, filter)
      .select('s.id')
      .orderBy('s.starts_at', direction)
      .orderBy('s.id', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    sessionsQuery(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count?.total ?? 0) };
}

/** These sessions as the viewer reads them, in the order of `ids` (the caller decided they may). */
export async function findSessionsForViewer(
  db: TDb,
  filter: Omit<TListFilter, 'view' | 'keys'>,
  ids: readonly number[],
): Promise<TSessionListRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = (await withListColumns(sessionsQuery(db, { ...filter, keys: [], view: 'all' }).clearWhere())
    .where('s.tenant_code', '=', filter.tenantCode)
    .where('s.id', 'in', ids)
    .execute()) as TSessionListRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every session of one event the viewer may see, by start (the event page). */
export async function listEventSessions(db: TDb, filter: Omit<TListFilter, 'view'> & { eventId: number }) {
  const rows = await withListColumns(sessionsQuery(db, { ...filter, view: 'all' }))
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return rows as TSessionListRow[];
}

/** One session as the viewer reads it (after a registration or a cancellation). */
export async function findSessionForViewer(
  db: TDb,
  filter: Omit<TListFilter, 'view' | 'keys'>,
  sessionId: number,
): Promise<TSessionListRow | undefined> {
  // The audience was checked by the caller: any key of the event's audiences will do here.
  const row = await withListColumns(sessionsQuery(db, { ...filter, keys: [], view: 'all' }).clearWhere())
    .where('s.tenant_code', '=', filter.tenantCode)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row as TSessionListRow | undefined;
}

// ---------------------------------------------------------------------------------------------
// Admin reads

export async function findAudiences(db: TDb, tenantCode: string, eventId: number) {
  return db
    .selectFrom('event_audiences')
    .select(['target_kind', 'target_code'])
    .where('tenant_code', '=', tenantCode)
    .where('event_id', '=', eventId)
    .orderBy('target_kind')
    .orderBy('target_code')
    .execute();
}

export async function findSessionsOfEvent(db: TDb, tenantCode: string, eventId: number) {
  return db
    .selectFrom('event_sessions as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('event_registrations as w')
        .select(eb.fn.countAll().as('n'))
        .whereRef('w.tenant_code', '=', 's.tenant_code')
        .whereRef('w.session_id', '=', 's.id')
        .where('w.status', '=', 'WAITING')
        .as('waiting_count'),
    )
    .where('s.tenant_code', '=', tenantCode)
    .where('s.event_id', '=', eventId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export async function listAdminEvents(
  db: TDb,
  tenantCode: string,
  filter: { status?: string | undefined; search?: string | undefined },
  page: { offset: number; limit: number },
) {
  let query = db.selectFrom('events as e').where('e.tenant_code', '=', tenantCode);
  if (filter.status) {
    query = query.where('e.status', '=', filter.status);
  }
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(e.title_en)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(e.title_fr)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['e.id', 'e.title_en', 'e.title_fr', 'e.status', 'e.updated_at'])
      .select((eb) => [
        eb
          .selectFrom('event_sessions as s')
          .select(eb.fn.countAll().as('n'))
          .whereRef('s.tenant_code', '=', 'e.tenant_code')
          .whereRef('s.event_id', '=', 'e.id')
          .as('session_count'),
        eb
          .selectFrom('event_sessions as s')
          .select((sub) => sub.fn.min('s.starts_at').as('m'))
          .whereRef('s.tenant_code', '=', 'e.tenant_code')
          .whereRef('s.event_id', '=', 'e.id')
          .as('first_starts_at'),
        eb
          .selectFrom('event_registrations as r')
          .select(eb.fn.countAll().as('n'))
          .whereRef('r.tenant_code', '=', 'e.tenant_code')
          .whereRef('r.event_id', '=', 'e.id')
          .as('registration_count'),
      ])
      .orderBy('e.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function countRegistrations(
  db: TDb,
  tenantCode: string,
  filter: { eventId?: number; sessionId?: number },
) {
  let query = db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_code', '=', tenantCode);
  if (filter.eventId !== undefined) {
    query = query.where('event_id', '=', filter.eventId);
  }
  if (filter.sessionId !== undefined) {
    query = query.where('session_id', '=', filter.sessionId);
  }
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A session's registrants with their names: seated by registration, waiting by order. */
export async function listRegistrants(db: TDb, tenantCode: string, sessionId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_code', '=', 'r.tenant_code').onRef('u.user_code', '=', 'r.user_code'),
    )
    .select([
      'r.user_code',
      'r.status',
      'r.waiting_order',
      'r.registered_at',
      'r.attendance',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('r.tenant_code', '=', tenantCode)
    .where('r.session_id', '=', sessionId)
    .orderBy('r.waiting_order')
    .orderBy('r.registered_at')
    .orderBy('r.id')
    .execute();
}

/** The user codes registered for a session (seated, and waiting when asked). */
export async function registrantCodes(db: TDb, tenantCode: string, sessionId: number, includeWaiting: boolean) {
  let query = db
    .selectFrom('event_registrations')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('session_id', '=', sessionId);
  if (!includeWaiting) {
    query = query.where('status', '=', 'SEATED');
  }
  const rows = await query.execute();
  return rows.map((row) => row.user_code);
}
