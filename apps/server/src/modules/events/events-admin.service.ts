import {
  EVENT_MESSAGES,
  EventValidation,
  type TAdminEvent,
  type TAdminEventListItem,
  type TAdminSession,
  type TEventAudienceKind,
  type TEventStatus,
  type TParsedEventAdminListQuery,
  type TSaveEventData,
  type TSaveSessionData,
  type TSessionRegistrations,
} from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { audienceKeyOf } from './event-audience.ts';
import { noticeText, notifyUsers, type TEventNotice } from './event-notifications.ts';
import { syncEventSearchDocuments, removeEventSearchDocuments } from './event-search-documents.ts';
import { lockSessionForChange, promoteWaiting } from './event-seats.ts';
import * as repository from './events.repository.ts';
import { presentSessionBase } from './events.presenter.ts';

/*
 * Event administration (EVENTS_ADMIN). Every write is one transaction, the event's search
 * documents included; notifications are stored in it and announced after the commit.
 */

type TTrx = Transaction<Database>;
const M = EVENT_MESSAGES;

export type TEventsAdminServiceOptions = {
  announce: (tenantCode: string, notificationIds: readonly number[]) => void;
  /** Told after a write (the learners' service drops the list pages it keeps). */
  onChange?: (tenantCode: string) => void;
  clock?: () => Date;
};

export type TEventsAdminService = ReturnType<typeof createEventsAdminService>;

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: [message] });
}

export function createEventsAdminService(db: Kysely<Database>, options: TEventsAdminServiceOptions) {
  const clock = options.clock ?? (() => new Date());

  /** Refuses references to another tenant's (or no) cover, category, job role, location or group. */
  async function checkReferences(tenantCode: string, data: TSaveEventData): Promise<void> {
    if (data.coverMediaId) {
      const media = await db
        .selectFrom('media')
        .select('media_id')
        .where('tenant_code', '=', tenantCode)
        .where('media_id', '=', data.coverMediaId)
        .executeTakeFirst();
      if (!media) {
        throw invalid('coverMediaId', M.mediaIdInvalid);
      }
    }
    if (data.categoryId !== null) {
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('tenant_code', '=', tenantCode)
        .where('id', '=', data.categoryId)
        .executeTakeFirst();
      if (!category) {
        throw invalid('categoryId', M.categoryInvalid);
      }
    }
    for (const [index, audience] of data.audiences.entries()) {
      if (!(await targetExists(tenantCode, audience.targetKind, audience.targetCode))) {
        throw invalid(`audiences.${index}.targetCode`, M.targetUnknown);
      }
    }
  }

  async function targetExists(tenantCode: string, kind: TEventAudienceKind, code: string): Promise<boolean> {
    const id = /^[1-9][0-9]{0,9}$/.test(code) ? Number(code) : null;
    switch (kind) {
      case 'ALL':
        return true;
      case 'JOB_ROLE':
        return !!(await db
          .selectFrom('job_roles')
          .select('code')
          .where('tenant_code', '=', tenantCode)
          .where('code', '=', code)
          .executeTakeFirst());
      case 'LOCATION':
        return (
          id !== null &&
          !!(await db
            .selectFrom('locations')
            .select('id')
            .where('tenant_code', '=', tenantCode)
            .where('id', '=', id)
            .executeTakeFirst())
        );
      case 'GROUP':
        return (
          id !== null &&
          !!(await db
            .selectFrom('user_groups')
            .select('id')
            .where('tenant_code', '=', tenantCode)
            .where('id', '=', id)
            .executeTakeFirst())
        );
    }
  }

  async function replaceAudiences(trx: TTrx, tenantCode: string, eventId: number, data: TSaveEventData) {
    await trx
      .deleteFrom('event_audiences')
      .where('tenant_code', '=', tenantCode)
      .where('event_id', '=', eventId)
      .execute();
    await trx
      .insertInto('event_audiences')
      .values(
        data.audiences.map((audience) => ({
          tenant_code: tenantCode,
          event_id: eventId,
          target_kind: audience.targetKind,
          target_code: audience.targetCode,
          audience_key: audienceKeyOf(audience.targetKind, audience.targetCode),
        })),
      )
      .execute();
  }

  async function requireEvent(db: repository.TDb, tenantCode: string, eventId: number) {
    const event = await repository.findEvent(db, tenantCode, eventId);
    if (!event) {
      throw notFound('The event');
    }
    return event;
  }

  async function requireSession(db: repository.TDb, tenantCode: string, sessionId: number) {
    const session = await repository.findSession(db, tenantCode, sessionId);
    if (!session) {
      throw notFound('The session');
    }
    return session;
  }

  function presentAdminSession(
    session: repository.TSessionRow,
    waitingCount: number,
    eventStatus: string,
    now: string,
  ): TAdminSession {
    return {
      ...presentSessionBase(session, waitingCount, eventStatus, now),
      reminderSentAt: session.reminder_sent_at,
      cancelledAt: session.cancelled_at,
    };
  }

  async function getEvent(tenantCode: string, eventId: number): Promise<TAdminEvent> {
    const event = await requireEvent(db, tenantCode, eventId);
    const now = clock().toISOString();
    const [audiences, sessions] = await Promise.all([
      repository.findAudiences(db, tenantCode, eventId),
      repository.findSessionsOfEvent(db, tenantCode, eventId),
    ]);
    return {
      eventId: event.id,
      titleEn: event.title_en,
      titleFr: event.title_fr,
      descriptionEn: event.description_en,
      descriptionFr: event.description_fr,
      coverMediaId: event.cover_media_id,
      categoryId: event.category_id,
      timeZone: event.time_zone,
      audiences: audiences.map((audience) => ({
        targetKind: audience.target_kind as TEventAudienceKind,
        targetCode: audience.target_code,
      })),
      status: event.status as TEventStatus,
      publishedAt: event.published_at,
      createdAt: event.created_at,
      updatedAt: event.updated_at,
      sessions: sessions.map((session) =>
        presentAdminSession(session, Number(session.waiting_count), event.status, now),
      ),
    };
  }

  async function getSession(tenantCode: string, sessionId: number): Promise<TAdminSession> {
    const session = await requireSession(db, tenantCode, sessionId);
    const event = await requireEvent(db, tenantCode, session.event_id);
    const rows = await repository.findSessionsOfEvent(db, tenantCode, session.event_id);
    const waiting = rows.find((row) => row.id === sessionId)?.waiting_count ?? 0;
    return presentAdminSession(session, Number(waiting), event.status, clock().toISOString());
  }

  /** Notifies people about a session in the caller's transaction; answers the notification ids. */
  function notifyAbout(
    trx: TTrx,
    actor: TActor,
    event: repository.TEventRow,
    session: repository.TSessionRow,
    kind: TEventNotice['kind'],
    userCodes: readonly string[],
    now: string,
  ) {
    return notifyUsers(
      trx,
      actor.tenantCode,
      userCodes,
      (locale) =>
        noticeText(
          {
            kind,
            titleEn: event.title_en,
            titleFr: event.title_fr,
            startsAt: session.starts_at,
            timeZone: event.time_zone,
          },
          locale,
        ),
      { defaultLocale: actor.defaultLocale, now, createdBy: actor.userCode },
    );
  }

  /** Runs a write, then tells `onChange` (also when it failed half-way: nothing is kept wrongly). */
  function writing<A extends unknown[], R>(write: (actor: TActor, ...args: A) => Promise<R>) {
    return async (actor: TActor, ...args: A): Promise<R> => {
      try {
        return await write(actor, ...args);
      } finally {
        options.onChange?.(actor.tenantCode);
      }
    };
  }

  const service = {
    async list(actor: TActor, query: TParsedEventAdminListQuery) {
      const { rows, total } = await repository.listAdminEvents(
        db,
        actor.tenantCode,
        { status: query.status, search: query.search },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      const result: TAdminEventListItem[] = rows.map((row) => ({
        eventId: row.id,
        titleEn: row.title_en,
        titleFr: row.title_fr,
        status: row.status as TEventStatus,
        sessionCount: Number(row.session_count ?? 0),
        firstStartsAt: row.first_starts_at ?? null,
        registrationCount: Number(row.registration_count ?? 0),
        updatedAt: row.updated_at,
      }));
      return { result, totalRecords: total };
    },

    getEvent: (actor: TActor, eventId: number) => getEvent(actor.tenantCode, eventId),

    async createEvent(actor: TActor, data: TSaveEventData): Promise<TAdminEvent> {
      await checkReferences(actor.tenantCode, data);
      const now = clock().toISOString();
      const eventId = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('events')
          .values({
            tenant_code: actor.tenantCode,
            title_en: data.titleEn,
            title_fr: data.titleFr,
            description_en: data.descriptionEn,
            description_fr: data.descriptionFr,
            cover_media_id: data.coverMediaId,
            category_id: data.categoryId,
            time_zone: data.timeZone,
            status: 'DRAFT',
            published_at: null,
            created_at: now,
            created_by: actor.userCode,
            updated_at: now,
            updated_by: actor.userCode,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceAudiences(trx, actor.tenantCode, row.id, data);
        return row.id;
      });
      return getEvent(actor.tenantCode, eventId);
    },

    async updateEvent(actor: TActor, eventId: number, data: TSaveEventData): Promise<TAdminEvent> {
      await requireEvent(db, actor.tenantCode, eventId);
      await checkReferences(actor.tenantCode, data);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('events')
          .set({
            title_en: data.titleEn,
            title_fr: data.titleFr,
            description_en: data.descriptionEn,
            description_fr: data.descriptionFr,
            cover_media_id: data.coverMediaId,
            category_id: data.categoryId,
            time_zone: data.timeZone,
            updated_at: now,
            updated_by: actor.userCode,
          })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', eventId)
          .execute();
        await replaceAudiences(trx, actor.tenantCode, eventId, data);
        await syncEventSearchDocuments(trx, actor.tenantCode, eventId, now);
      });
      return getEvent(actor.tenantCode, eventId);
    },

    async deleteEvent(actor: TActor, eventId: number): Promise<boolean> {
      await requireEvent(db, actor.tenantCode, eventId);
      if ((await repository.countRegistrations(db, actor.tenantCode, { eventId })) > 0) {
        throw new AppError('conflict', M.hasRegistrations);
      }
      await db.transaction().execute(async (trx) => {
        await removeEventSearchDocuments(trx, actor.tenantCode, eventId);
        await trx.deleteFrom('events').where('tenant_code', '=', actor.tenantCode).where('id', '=', eventId).execute();
      });
      return true;
    },

    async publishEvent(actor: TActor, eventId: number): Promise<TAdminEvent> {
      const event = await requireEvent(db, actor.tenantCode, eventId);
      if (event.status === 'CANCELLED') {
        throw new AppError('conflict', M.eventCancelled);
      }
      const sessions = await repository.findSessionsOfEvent(db, actor.tenantCode, eventId);
      if (sessions.length === 0) {
        throw invalid('sessions', M.sessionsRequired);
      }
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('events')
          .set({
            status: 'PUBLISHED',
            published_at: event.published_at ?? now,
            updated_at: now,
            updated_by: actor.userCode,
          })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', eventId)
          .execute();
        await syncEventSearchDocuments(trx, actor.tenantCode, eventId, now);
      });
      return getEvent(actor.tenantCode, eventId);
    },

    async addSession(actor: TActor, eventId: number, data: TSaveSessionData): Promise<TAdminSession> {
      const event = await requireEvent(db, actor.tenantCode, eventId);
      if (event.status === 'CANCELLED') {
        throw new AppError('conflict', M.eventCancelled);
      }
      const now = clock().toISOString();
      const sessionId = await db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('event_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_code', '=', actor.tenantCode)
          .where('event_id', '=', eventId)
          .executeTakeFirst();
        if (Number(count?.n ?? 0) >= EventValidation.maxSessions) {
          throw invalid('sessions', M.sessionsTooMany);
        }
        const row = await trx
          .insertInto('event_sessions')
          .values({
            tenant_code: actor.tenantCode,
            event_id: eventId,
            starts_at: data.startsAt,
            ends_at: data.endsAt,
            registration_deadline: data.registrationDeadline,
            mode: data.mode,
            place: data.place,
            online_url: data.onlineUrl,
            capacity: data.capacity,
            status: 'SCHEDULED',
            cancelled_at: null,
            reminder_sent_at: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await syncEventSearchDocuments(trx, actor.tenantCode, eventId, now);
        return row.id;
      });
      return getSession(actor.tenantCode, sessionId);
    },

    async updateSession(actor: TActor, sessionId: number, data: TSaveSessionData): Promise<TAdminSession> {
      const session = await requireSession(db, actor.tenantCode, sessionId);
      const event = await requireEvent(db, actor.tenantCode, session.event_id);
      if (session.status === 'CANCELLED') {
        throw new AppError('conflict', M.sessionCancelled);
      }
      const now = clock().toISOString();
      const notificationIds = await db.transaction().execute(async (trx) => {
        await lockSessionForChange(trx, actor.tenantCode, sessionId);
        const locked = await requireSession(trx, actor.tenantCode, sessionId);
        if (data.capacity < locked.seated_count) {
          throw invalid('capacity', M.capacityBelowSeated);
        }
        await trx
          .updateTable('event_sessions')
          .set({
            starts_at: data.startsAt,
            ends_at: data.endsAt,
            registration_deadline: data.registrationDeadline,
            mode: data.mode,
            place: data.place,
            online_url: data.onlineUrl,
            capacity: data.capacity,
            // A new start earns a new reminder.
            ...(data.startsAt !== locked.starts_at ? { reminder_sent_at: null } : {}),
            updated_at: now,
          })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', sessionId)
          .execute();
        // A raised capacity seats the people waiting.
        const promoted = await promoteWaiting(trx, actor.tenantCode, sessionId, now);
        return notifyAbout(trx, actor, event, { ...locked, starts_at: data.startsAt }, 'PROMOTED', promoted, now);
      });
      options.announce(actor.tenantCode, notificationIds);
      return getSession(actor.tenantCode, sessionId);
    },

    async deleteSession(actor: TActor, sessionId: number): Promise<boolean> {
      const session = await requireSession(db, actor.tenantCode, sessionId);
      if ((await repository.countRegistrations(db, actor.tenantCode, { sessionId })) > 0) {
        throw new AppError('conflict', M.hasRegistrations);
      }
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('event_sessions')
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', sessionId)
          .execute();
        await syncEventSearchDocuments(trx, actor.tenantCode, session.event_id, now);
      });
      return true;
    },

    /** Cancels a session and tells everyone seated or waiting (once: a second call changes nothing). */
    async cancelSession(actor: TActor, sessionId: number): Promise<TAdminSession> {
      const session = await requireSession(db, actor.tenantCode, sessionId);
      const event = await requireEvent(db, actor.tenantCode, session.event_id);
      const now = clock().toISOString();
      const notificationIds = await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('event_sessions')
          .set({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', sessionId)
          .where('status', '=', 'SCHEDULED')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) {
          return [];
        }
        const everyone = await repository.registrantCodes(trx, actor.tenantCode, sessionId, true);
        return notifyAbout(trx, actor, event, session, 'SESSION_CANCELLED', everyone, now);
      });
      options.announce(actor.tenantCode, notificationIds);
      return getSession(actor.tenantCode, sessionId);
    },

    /**
     * Cancels an event: it and every session not yet ended, in one transaction, and tells everyone
     * seated or waiting in those sessions once. Sessions over keep their attendance; a second call
     * changes nothing and notifies nobody.
     */
    async cancelEvent(actor: TActor, eventId: number): Promise<TAdminEvent> {
      const event = await requireEvent(db, actor.tenantCode, eventId);
      const now = clock().toISOString();
      const notificationIds = await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('events')
          .set({ status: 'CANCELLED', updated_at: now, updated_by: actor.userCode })
          .where('tenant_code', '=', actor.tenantCode)
          .where('id', '=', eventId)
          .where('status', '!=', 'CANCELLED')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) {
          return [];
        }
        const sessions = await trx
          .updateTable('event_sessions')
          .set({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
          .where('tenant_code', '=', actor.tenantCode)
          .where('event_id', '=', eventId)
          .where('status', '=', 'SCHEDULED')
          .where('ends_at', '>', now)
          .returningAll()
          .execute();
        await syncEventSearchDocuments(trx, actor.tenantCode, eventId, now);
        const first = sessions.sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
        if (!first) {
          return [];
        }
        const everyone = new Set<string>();
        for (const session of sessions) {
          for (const userCode of await repository.registrantCodes(trx, actor.tenantCode, session.id, true)) {
            everyone.add(userCode);
          }
        }
        return notifyAbout(trx, actor, event, first, 'EVENT_CANCELLED', [...everyone], now);
      });
      options.announce(actor.tenantCode, notificationIds);
      return getEvent(actor.tenantCode, eventId);
    },

    async registrations(actor: TActor, sessionId: number): Promise<TSessionRegistrations> {
      const session = await getSession(actor.tenantCode, sessionId);
      const rows = await repository.listRegistrants(db, actor.tenantCode, sessionId);
      const seated = rows.filter((row) => row.status === 'SEATED');
      const waiting = rows.filter((row) => row.status === 'WAITING');
      const present = (row: (typeof rows)[number], position: number | null) => ({
        userCode: row.user_code,
        displayName: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        status: row.status as 'SEATED' | 'WAITING',
        position,
        registeredAt: row.registered_at,
        attendance: (row.attendance as 'ATTENDED' | 'ABSENT' | null) ?? null,
      });
      return {
        session,
        seated: seated.sort((a, b) => a.registered_at.localeCompare(b.registered_at)).map((row) => present(row, null)),
        waiting: waiting.map((row, index) => present(row, index + 1)),
      };
    },

    async message(
      actor: TActor,
      sessionId: number,
      request: { subject: string; body: string; includeWaiting: boolean },
    ): Promise<{ recipients: number }> {
      await requireSession(db, actor.tenantCode, sessionId);
      const now = clock().toISOString();
      const { ids, recipients } = await db.transaction().execute(async (trx) => {
        const codes = await repository.registrantCodes(trx, actor.tenantCode, sessionId, request.includeWaiting);
        const stored = await notifyUsers(
          trx,
          actor.tenantCode,
          codes,
          () => ({ title: request.subject, paragraphs: request.body.split(/\r?\n\r?\n/) }),
          { defaultLocale: actor.defaultLocale, now, createdBy: actor.userCode },
        );
        return { ids: stored, recipients: codes.length };
      });
      options.announce(actor.tenantCode, ids);
      return { recipients };
    },
  };
  return {
    ...service,
    createEvent: writing(service.createEvent.bind(service)),
    updateEvent: writing(service.updateEvent.bind(service)),
    deleteEvent: writing(service.deleteEvent.bind(service)),
    publishEvent: writing(service.publishEvent.bind(service)),
    addSession: writing(service.addSession.bind(service)),
    updateSession: writing(service.updateSession.bind(service)),
    deleteSession: writing(service.deleteSession.bind(service)),
    cancelSession: writing(service.cancelSession.bind(service)),
    cancelEvent: writing(service.cancelEvent.bind(service)),
  };
}
