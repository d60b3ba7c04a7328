import {
  EVENT_MESSAGES,
  eventPath,
  ZEventListResponseSchema,
  ZMyRegistrationsResponseSchema,
  type TEventDetail,
  type TEventListResponse,
  type TEventListItem,
  type TLocaleCode,
  type TParsedEventListQuery,
  type TRegistrationResult,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { succeeded } from '../../lib/api-result.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { loadDeploymentKeys } from '../identity/deployment-secrets.ts';
import { viewerAudienceKeys } from './event-audience.ts';
import { sessionCalendar } from './event-calendar.ts';
import { deriveCalendarLinkKey, isCalendarLinkValid, signCalendarLink } from './event-calendar-links.ts';
import { noticeText, notifyUsers } from './event-notifications.ts';
import { cancelRegistration, registerForSession } from './event-seats.ts';
import * as repository from './events.repository.ts';
import { localized, presentListItem, presentSession } from './events.presenter.ts';

/*
 * Events as learners use them (the route list is in packages/contracts/src/events.ts). An event is
 * found only when it is the tenant's, published and for one of the viewer's audiences: anything
 * else is a 404, whatever the reason.
 */

export type TEventsServiceOptions = {
  /** Tells the open notification streams about stored notifications (after the commit). */
  announce: (tenantCode: string, notificationIds: readonly number[]) => void;
  clock?: () => Date;
};

/** Who a calendar file is made for: a signed-in person, or the holder of a calendar link. */
type TCalendarReader = Pick<TActor, 'tenantCode' | 'defaultLocale'>;
type TSessionRowOf = repository.TSessionRow;
type TEventRowOf = repository.TEventRow;

export type TEventsService = ReturnType<typeof createEventsService>;

/** How long a page of a list (which sessions, how many), a viewer's answers and audience keys are kept. */
const CACHE_MS = 5_000;

/** Bytes of whole list answers kept (an answer of 20 sessions is about 15 KB). */
const ANSWER_BYTES = 64 * 1024 * 1024;

export function createEventsService(db: Kysely<Database>, options: TEventsServiceOptions) {
  const clock = options.clock ?? (() => new Date());
  // The lists are read far more often than events change (bench: 10 000 events): which sessions a
  // page holds is kept a few seconds per audience; the rows themselves (seats, my registration)
  // are read fresh for those ids when an answer is made. Admin writes drop a tenant's pages
  // (`forgetTenant`).
  const pages = createLoadingCache<{ ids: number[]; total: number }>({ max: 2_000, ttl: CACHE_MS });
  const viewers = createLoadingCache<string[]>({ max: 10_000, ttl: CACHE_MS });
  // Whole answers per viewer, locale and page, as sent (`lib/answer-cache.ts`): a learner's list
  // is asked on every visit of /event and of the calendar. What a kept answer may show: the
  // viewer's own registrations are always current (their register and cancel, and a promotion,
  // drop their answers in this process; an admin write drops the tenant's), while the seat counts
  // and waiting-list sizes others change may be up to CACHE_MS old (or as old on another node).
  // Those counts are for display only: the register call decides a seat in the database and
  // answers the session as it is, and the event page is never kept.
  const answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: CACHE_MS });
  // The deployment's keys are created when the app starts: read once, when the first link is made
  // or checked (a failed read is tried again on the next).
  let linkKey: Promise<Buffer> | undefined;
  function calendarLinkKey(): Promise<Buffer> {
    linkKey ??= loadDeploymentKeys(db).then(
      (keys) => deriveCalendarLinkKey(keys.cookieKeys[0] ?? ''),
      (error: unknown) => {
        linkKey = undefined;
        throw error;
      },
    );
    return linkKey;
  }

  /** The session's calendar link for a notification in each language (absolute, on the portal asked). */
  async function calendarUrlOf(
    tenantCode: string,
    origin: string,
    session: { id: number; ends_at: string },
  ): Promise<(locale: TLocaleCode) => string> {
    const key = await calendarLinkKey();
    return (locale) =>
      `${origin}${signCalendarLink(key, { tenantCode, sessionId: session.id, endsAt: session.ends_at, locale })}`;
  }

  /** The session as an iCalendar file in `locale` (the event's page link made absolute with `origin`). */
  function calendarFile(session: TSessionRowOf, event: TEventRowOf, locale: TLocaleCode, origin: string): string {
    return sessionCalendar({
      tenantCode: event.tenant_code,
      sessionId: session.id,
      title: localized(locale, event.title_en, event.title_fr),
      description: localized(locale, event.description_en, event.description_fr),
      startsAt: session.starts_at,
      endsAt: session.ends_at,
      place: session.place,
      onlineUrl: session.online_url,
      eventUrl: `${origin}${eventPath(event.id)}`,
      isCancelled: session.status === 'CANCELLED' || event.status === 'CANCELLED',
      updatedAt: session.updated_at,
    });
  }

  function keysOf(actor: TActor): Promise<string[]> {
    return viewers.forceFetch(`${actor.tenantCode}|${actor.userCode}`, {
      context: () => viewerAudienceKeys(db, actor.tenantCode, actor.userCode),
    });
  }

  function dropPages(prefix: string): void {
    for (const key of [...pages.keys()]) {
      if (key.startsWith(prefix)) {
        pages.delete(key);
      }
    }
  }

  async function listPage(
    actor: TActor,
    query: Pick<TParsedEventListQuery, 'view' | 'from' | 'to' | 'pageNo' | 'pageSize'>,
    now: string,
  ) {
    const keys = await keysOf(actor);
    const readIds = () =>
      repository.listSessionIds(
        db,
        {
          tenantCode: actor.tenantCode,
          userCode: actor.userCode,
          keys,
          view: query.view,
          now,
          from: query.from,
          to: query.to,
        },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
    // "Mine" is one person's: only their whole answer is kept (dropped when they register), never
    // its ids, which a read in flight across their registration could keep stale.
    const cacheKey = [actor.tenantCode, query.view, keys.join(','), query.from, query.to, query.pageNo, query.pageSize];
    const page =
      query.view === 'mine' ? await readIds() : await pages.forceFetch(cacheKey.join('|'), { context: readIds });
    const rows = await repository.findSessionsForViewer(
      db,
      { tenantCode: actor.tenantCode, userCode: actor.userCode, now },
      page.ids,
    );
    return { rows, total: page.total };
  }

  /** The session, its event, and the viewer's keys; 404 unless the viewer may see the event. */
  async function visibleSession(actor: TActor, sessionId: number, allowRegistered = false) {
    const session = await repository.findSession(db, actor.tenantCode, sessionId);
    const event = session ? await repository.findEvent(db, actor.tenantCode, session.event_id) : undefined;
    if (!session || !event) {
      throw notFound('The session');
    }
    const keys = await viewerAudienceKeys(db, actor.tenantCode, actor.userCode);
    const isVisible =
      event.status === 'PUBLISHED' && (await repository.isInAudience(db, actor.tenantCode, event.id, keys));
    if (!isVisible) {
      // One registered before the event was cancelled or its audience changed may still leave it.
      const registered =
        allowRegistered &&
        event.status !== 'DRAFT' &&
        (await db
          .selectFrom('event_registrations')
          .select('id')
          .where('tenant_code', '=', actor.tenantCode)
          .where('session_id', '=', sessionId)
          .where('user_code', '=', actor.userCode)
          .executeTakeFirst());
      if (!registered) {
        throw notFound('The session');
      }
    }
    return { session, event };
  }

  async function sessionAfterWrite(actor: TActor, sessionId: number, now: string) {
    const row = await repository.findSessionForViewer(
      db,
      { tenantCode: actor.tenantCode, userCode: actor.userCode, now },
      sessionId,
    );
    if (!row) {
      throw notFound('The session');
    }
    return presentSession(row, now);
  }

  async function list(actor: TActor, query: TParsedEventListQuery): Promise<TEventListResponse> {
    const locale = query.locale ?? actor.defaultLocale;
    const now = clock().toISOString();
    const { rows, total } = await listPage(actor, query, now);
    return { result: rows.map((row) => presentListItem(row, locale, now)), totalRecords: total };
  }

  async function myRegistrations(actor: TActor, localeAsked?: TLocaleCode): Promise<TEventListItem[]> {
    const locale = localeAsked ?? actor.defaultLocale;
    const now = clock().toISOString();
    const { rows } = await listPage(actor, { view: 'mine', pageNo: 1, pageSize: 200 }, now);
    return rows.map((row) => presentListItem(row, locale, now));
  }

  /** Drops the kept answers of these people (their registrations changed). */
  function forgetPeople(tenantCode: string, userCodes: readonly string[]): void {
    for (const userCode of userCodes) {
      answers.forget([tenantCode, userCode]);
    }
  }

  return {
    list,
    myRegistrations,

    /** `GET /api/events` as sent: checked against the contract once per kept answer. */
    async listAnswer(actor: TActor, query: TParsedEventListQuery): Promise<TKeptAnswer> {
      const locale = query.locale ?? actor.defaultLocale;
      const { view, from, to, pageNo, pageSize } = query;
      return answers.get(
        [actor.tenantCode, actor.userCode, 'list', locale, view, from ?? '', to ?? '', pageNo, pageSize],
        async () => ({ json: JSON.stringify(ZEventListResponseSchema.parse(await list(actor, query))) }),
      );
    },

    /** `GET /api/events/registrations/mine` as sent. */
    async myRegistrationsAnswer(actor: TActor, localeAsked?: TLocaleCode): Promise<TKeptAnswer> {
      const locale = localeAsked ?? actor.defaultLocale;
      return answers.get([actor.tenantCode, actor.userCode, 'mine', locale], async () => ({
        json: JSON.stringify(ZMyRegistrationsResponseSchema.parse(succeeded(await myRegistrations(actor, locale)))),
      }));
    },

    /** Drops what is kept of a tenant's lists (an admin changed an event or a session). */
    forgetTenant(tenantCode: string): void {
      dropPages(`${tenantCode}|`);
      answers.forget([tenantCode]);
    },

    async detail(actor: TActor, eventId: number, localeAsked?: TLocaleCode): Promise<TEventDetail> {
      const locale = localeAsked ?? actor.defaultLocale;
      const now = clock().toISOString();
      const event = await repository.findEvent(db, actor.tenantCode, eventId);
      const keys = await viewerAudienceKeys(db, actor.tenantCode, actor.userCode);
      if (
        !event ||
        event.status !== 'PUBLISHED' ||
        !(await repository.isInAudience(db, actor.tenantCode, eventId, keys))
      ) {
        throw notFound('The event');
      }
      const sessions = await repository.listEventSessions(db, {
        tenantCode: actor.tenantCode,
        userCode: actor.userCode,
        keys,
        now,
        eventId,
      });
      return {
        eventId: event.id,
        title: localized(locale, event.title_en, event.title_fr),
        description: localized(locale, event.description_en, event.description_fr),
        coverMediaId: event.cover_media_id,
        categoryId: event.category_id,
        timeZone: event.time_zone,
        status: 'PUBLISHED',
        sessions: sessions.map((row) => presentSession(row, now)),
      };
    },

    /** Registers the actor; `created` is false when they already were (nothing changed). */
    /** Registers the actor; `origin` is the portal they registered on (their notification's calendar link). */
    async register(
      actor: TActor,
      sessionId: number,
      origin: string,
    ): Promise<{ created: boolean; result: TRegistrationResult }> {
      const { session, event } = await visibleSession(actor, sessionId);
      const now = clock().toISOString();
      const calendarUrl = await calendarUrlOf(actor.tenantCode, origin, session);
      const { outcome, notificationIds } = await db.transaction().execute(async (trx) => {
        const fresh = await repository.findSession(trx, actor.tenantCode, sessionId);
        if (!fresh || fresh.status !== 'SCHEDULED') {
          throw new AppError('conflict', EVENT_MESSAGES.sessionCancelled);
        }
        if (now >= fresh.starts_at) {
          throw new AppError('conflict', EVENT_MESSAGES.sessionOver);
        }
        if (now > fresh.registration_deadline) {
          throw new AppError('conflict', EVENT_MESSAGES.registrationClosed);
        }
        const seat = await registerForSession(trx, actor.tenantCode, sessionId, actor.userCode, now);
        if (seat.kind === 'EXISTING') {
          return { outcome: seat, notificationIds: [] };
        }
        const ids = await notifyUsers(
          trx,
          actor.tenantCode,
          [actor.userCode],
          (locale) =>
            noticeText(
              {
                kind: seat.kind,
                titleEn: event.title_en,
                titleFr: event.title_fr,
                startsAt: session.starts_at,
                timeZone: event.time_zone,
                calendarUrl: calendarUrl(locale),
              },
              locale,
            ),
          { defaultLocale: actor.defaultLocale, now },
        );
        return { outcome: seat, notificationIds: ids };
      });
      options.announce(actor.tenantCode, notificationIds);
      forgetPeople(actor.tenantCode, [actor.userCode]);
      const view = await sessionAfterWrite(actor, sessionId, now);
      return {
        created: outcome.kind !== 'EXISTING',
        result: { sessionId, registration: view.myRegistration, session: view },
      };
    },

    /** Cancels the actor's registration; whoever it seats gets a calendar link on `origin`. */
    async cancel(actor: TActor, sessionId: number, origin: string): Promise<TRegistrationResult> {
      const { session, event } = await visibleSession(actor, sessionId, true);
      const now = clock().toISOString();
      const calendarUrl = await calendarUrlOf(actor.tenantCode, origin, session);
      if (now >= session.starts_at) {
        throw new AppError('conflict', EVENT_MESSAGES.sessionOver);
      }
      const { promoted, notificationIds } = await db.transaction().execute(async (trx) => {
        const { promoted } = await cancelRegistration(trx, actor.tenantCode, sessionId, actor.userCode, now);
        const ids = await notifyUsers(
          trx,
          actor.tenantCode,
          promoted,
          (locale) =>
            noticeText(
              {
                kind: 'PROMOTED',
                titleEn: event.title_en,
                titleFr: event.title_fr,
                startsAt: session.starts_at,
                timeZone: event.time_zone,
                calendarUrl: calendarUrl(locale),
              },
              locale,
            ),
          { defaultLocale: actor.defaultLocale, now },
        );
        return { promoted, notificationIds: ids };
      });
      options.announce(actor.tenantCode, notificationIds);
      forgetPeople(actor.tenantCode, [actor.userCode, ...promoted]);
      const view = await sessionAfterWrite(actor, sessionId, now);
      return { sessionId, registration: null, session: view };
    },

    /** The session as an iCalendar file; `origin` makes the event page's link absolute. */
    async calendar(actor: TActor, sessionId: number, origin: string, localeAsked?: TLocaleCode): Promise<string> {
      const { session, event } = await visibleSession(actor, sessionId, true);
      return calendarFile(session, event, localeAsked ?? actor.defaultLocale, origin);
    },

    /**
     * The session's iCalendar file for the holder of its calendar link (a notification's): 404
     * when the link is not ours for this tenant and session, has expired, or the session is gone.
     */
    async calendarByLink(
      reader: TCalendarReader,
      sessionId: number,
      link: { expiresAt: number; sig: string; locale?: TLocaleCode | undefined },
      origin: string,
    ): Promise<string> {
      const key = await calendarLinkKey();
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      if (!isCalendarLinkValid(key, { tenantCode: reader.tenantCode, sessionId, ...link }, nowSeconds)) {
        throw notFound('The session');
      }
      const session = await repository.findSession(db, reader.tenantCode, sessionId);
      const event = session ? await repository.findEvent(db, reader.tenantCode, session.event_id) : undefined;
      if (!session || !event || event.status === 'DRAFT') {
        throw notFound('The session');
      }
      return calendarFile(session, event, link.locale ?? reader.defaultLocale, origin);
    },
  };
}
