import {
  IMPORTANT_DISPLAY_TIMES,
  NotificationStream,
  NotificationTypeIds,
  type TAdminUserNotification,
  type TCreateUserNotificationRequest,
  type TListAdminNotificationsQuery,
  type TNotificationAudience,
  type TNotificationListType,
  type TNotificationTypeId,
  type TSetNotificationsReadRequest,
  type TStreamTicket,
  type TUserNotification,
  UserNotificationMessages,
} from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/listing.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { createNotificationBus, type TNotificationBus, type TNotificationLog } from './notification-bus.ts';
import { createNotificationStreamHub, formatEvent, type TStreamSink } from './notification-streams.ts';
import type { TActor } from '../../plugins/authentication.ts';
import type { TPermissionsService } from '../permissions/permissions.service.ts';
import { findGroupName, findRoleName } from '../roles/roles.service.ts';
import { findActiveUserCodes, selectAudienceUsers } from '../users/user-audiences.service.ts';
import { readStreamTicket, signStreamTicket } from './stream-tickets.ts';
import { presentAdminNotification, presentUserNotification } from './user-notifications.presenter.ts';
import * as repository from './user-notifications.repository.ts';

export type TUserNotificationsService = ReturnType<typeof createUserNotificationsService>;

/** Whose notifications a call is about: the host's tenant and the token's user (or a stream ticket's). */
export type TNotificationActor = Pick<TActor, 'tenantCode' | 'userCode'>;

export type TUserNotificationsServiceOptions = {
  log: TNotificationLog;
  /** Signs stream tickets (`deriveStreamTicketKey`). */
  ticketKey: Buffer;
  /** Whether a stream ticket's holder is still an active user. */
  permissions: Pick<TPermissionsService, 'getUserAccess'>;
  /** Redis for the fan-out between nodes; in-process without. */
  redisUrl?: string | undefined;
  /** A bus to use instead (tests: nodes sharing one); the caller closes it. */
  bus?: TNotificationBus;
};

/** The audience a notification goes to, and the group or role it names (id and name, as stored). */
type TResolvedAudience = { filter: TNotificationAudience; id: number | null; name: string | null };

/** At most this many pop-ups are answered at once (the next ones come after these are read). */
const MAX_IMPORTANT_PER_CALL = 50;

const LIST_TYPE_IDS: Record<TNotificationListType, TNotificationTypeId | null> = {
  All: null,
  General: NotificationTypeIds.General,
  Important: NotificationTypeIds.Important,
  SystemGenerated: NotificationTypeIds.SystemGenerated,
};

/**
 * Stores a notification and gives it to its audience (resolved now: users who join later do not
 * get it); Important ones are to show once as pop-ups. The description must be sanitized already.
 * Run it in a transaction. Answers the id and how many users received it.
 */
export async function storeNotification(
  trx: Transaction<Database>,
  notification: {
    tenantCode: string;
    typeId: TNotificationTypeId;
    title: string;
    sanitizedDescription: string;
    effectiveOn: string;
    audience: TResolvedAudience;
    createdBy: string | null;
    createdAt: string;
  },
): Promise<{ notificationId: number; recipientCount: number }> {
  const notificationId = await repository.insertNotification(trx, {
    tenant_code: notification.tenantCode,
    notification_type_id: notification.typeId,
    title: notification.title,
    description: notification.sanitizedDescription,
    effective_on: notification.effectiveOn,
    audience_kind: notification.audience.filter.kind,
    audience_id: notification.audience.id,
    audience_name: notification.audience.name,
    created_by: notification.createdBy,
    created_at: notification.createdAt,
    updated_at: notification.createdAt,
  });
  // The users module answers the audience as a subquery: the fan-out stays one statement.
  const recipientCount = await repository.insertRecipients(
    trx,
    notification.tenantCode,
    {
      id: notificationId,
      typeId: notification.typeId,
      effectiveOn: notification.effectiveOn,
      displayTimesCountdown: notification.typeId === NotificationTypeIds.Important ? IMPORTANT_DISPLAY_TIMES : 0,
      now: notification.createdAt,
    },
    selectAudienceUsers(trx, notification.tenantCode, notification.audience.filter),
  );
  return { notificationId, recipientCount };
}

/**
 * User notifications (spec sections 3, 4 and 7): each user's notifications and their read state,
 * administrators' notifications to all users, a group, a role or chosen users, and their live
 * delivery to open streams through the notification bus.
 */
export function createUserNotificationsService(db: Kysely<Database>, options: TUserNotificationsServiceOptions) {
  const bus = options.bus ?? createNotificationBus(options.redisUrl, options.log);
  const streams = createNotificationStreamHub({ db, bus, log: options.log });
  const now = () => new Date().toISOString();

  function announce(message: Parameters<TNotificationBus['publish']>[0]): void {
    // Never awaited by the call: a slow bus does not slow the user's request.
    void bus.publish(message);
  }

  async function requireVisible(actor: TNotificationActor, notificationId: number) {
    const row = await repository.findVisibleNotification(db, actor.tenantCode, actor.userCode, notificationId, now());
    if (!row) {
      throw notFound('The notification');
    }
    return row;
  }

  /** How many of the user's visible notifications are unread (the bell). */
  function countUnreadNotifications(actor: TNotificationActor): Promise<number> {
    return repository.countUnreadNotifications(db, actor.tenantCode, actor.userCode, now());
  }

  /** Whether the user has any unread visible notification. */
  function hasUnreadNotifications(actor: TNotificationActor): Promise<boolean> {
    return repository.hasUnreadNotification(db, actor.tenantCode, actor.userCode, now());
  }

  /** The Important notifications still to show as pop-ups, oldest first. */
  async function listImportantNotifications(actor: TNotificationActor): Promise<TUserNotification[]> {
    const rows = await repository.findImportantToShow(
      db,
      actor.tenantCode,
      actor.userCode,
      now(),
      MAX_IMPORTANT_PER_CALL,
    );
    return rows.map(presentUserNotification);
  }

  /** Whether there is any pop-up to show. */
  async function hasImportantNotifications(actor: TNotificationActor): Promise<boolean> {
    const rows = await repository.findImportantToShow(db, actor.tenantCode, actor.userCode, now(), 1);
    return rows.length > 0;
  }

  /** A pop-up was dismissed: read, dismissed, no pop-up left. 404 when not the user's (or not visible yet). */
  async function dismissImportantNotification(
    actor: TNotificationActor,
    notificationId: number,
  ): Promise<TUserNotification> {
    const at = now();
    const before = await requireVisible(actor, notificationId);
    await repository.dismissNotification(db, actor.tenantCode, actor.userCode, notificationId, at);
    if (before.read_on === null) {
      announce({ kind: 'user', tenantCode: actor.tenantCode, userCode: actor.userCode });
    }
    // What the update wrote (an earlier readOn is kept): no second read.
    return presentUserNotification({
      ...before,
      read_on: before.read_on ?? at,
      was_dismissed: true,
      display_times_countdown: 0,
    });
  }

  /** A page of the user's visible notifications of a type (or all), newest first. */
  async function listNotifications(
    actor: TNotificationActor,
    type: TNotificationListType,
    page: { pageNo: number; pageSize: number },
  ): Promise<{ result: TUserNotification[]; totalRecords: number }> {
    const { rows, totalRecords } = await repository.findVisibleNotificationsPage(db, actor.tenantCode, actor.userCode, {
      typeId: LIST_TYPE_IDS[type],
      now: now(),
      ...pageWindow({ displayAll: false, ...page }),
    });
    return { result: rows.map(presentUserNotification), totalRecords };
  }

  /** Marks notifications read (the given ones of the user, or all of a type, or all); answers how many. */
  async function markNotificationsRead(
    actor: TNotificationActor,
    request: TSetNotificationsReadRequest | undefined,
  ): Promise<number> {
    const count = await repository.markNotificationsRead(db, actor.tenantCode, actor.userCode, {
      ids: request?.notificationIds ? [...new Set(request.notificationIds)] : null,
      typeId: request?.notificationTypeId ?? null,
      now: now(),
    });
    if (count > 0) {
      announce({ kind: 'user', tenantCode: actor.tenantCode, userCode: actor.userCode });
    }
    return count;
  }

  /** Removes the user's copy; 409 while it is still to show as a pop-up, 404 when not the user's. */
  async function deleteNotification(actor: TNotificationActor, notificationId: number): Promise<number> {
    const row = await requireVisible(actor, notificationId);
    if (row.display_times_countdown > 0) {
      throw new AppError(
        'conflict',
        'This notification is still to be shown as a pop-up (displayTimesCountdown is above 0): dismiss it before deleting it.',
      );
    }
    await repository.deleteRecipient(db, actor.tenantCode, actor.userCode, notificationId);
    if (row.read_on === null) {
      announce({ kind: 'user', tenantCode: actor.tenantCode, userCode: actor.userCode });
    }
    return notificationId;
  }

  // -------------------------------------------------------------------------------------------
  // Administration

  /** The audience as stored, checked against the tenant: an unknown group, role or user is a 400 naming it. */
  async function resolveAudience(
    tenantCode: string,
    audience: TCreateUserNotificationRequest['audience'],
  ): Promise<TResolvedAudience> {
    switch (audience.kind) {
      case 'ALL':
        return { filter: audience, id: null, name: null };
      case 'GROUP': {
        const name = await findGroupName(db, tenantCode, audience.groupId);
        if (name === undefined) {
          throw new AppError('validation_failed', 'The group does not exist.', {
            'audience.groupId': ['No group of the tenant has this id.'],
          });
        }
        return { filter: audience, id: audience.groupId, name };
      }
      case 'ROLE': {
        const name = await findRoleName(db, tenantCode, audience.roleId);
        if (name === undefined) {
          throw new AppError('validation_failed', 'The role does not exist.', {
            'audience.roleId': ['No role of the tenant has this id.'],
          });
        }
        return { filter: audience, id: audience.roleId, name };
      }
      case 'USERS': {
        const userCodes = [...new Set(audience.userCodes)];
        const active = await findActiveUserCodes(db, tenantCode, userCodes);
        const errors: Record<string, string[]> = {};
        audience.userCodes.forEach((userCode, index) => {
          if (!active.has(userCode)) {
            errors[`audience.userCodes.${index}`] = ['No active user of the tenant has this userCode.'];
          }
        });
        if (Object.keys(errors).length > 0) {
          throw new AppError('validation_failed', 'Some users do not exist or are not active.', errors);
        }
        return { filter: { kind: 'USERS', userCodes }, id: null, name: null };
      }
    }
  }

  /**
   * Creates a notification for an audience (`storeNotification`); the description is sanitized
   * first. Recipients' open streams hear of it at once, or when its effective date comes.
   */
  async function createNotification(
    actor: TNotificationActor,
    request: TCreateUserNotificationRequest,
  ): Promise<{ notificationId: number; recipientCount: number }> {
    const createdAt = now();
    const effectiveOn = request.effectiveOn ? new Date(request.effectiveOn).toISOString() : createdAt;
    const audience = await resolveAudience(actor.tenantCode, request.audience);
    const sanitizedDescription = sanitizeHtml(request.description, actor.tenantCode);
    if (sanitizedDescription.trim() === '') {
      throw new AppError('validation_failed', 'The description has no content once sanitized.', {
        description: [UserNotificationMessages.descriptionUnsafeOnly],
      });
    }
    const created = await db.transaction().execute((trx) =>
      storeNotification(trx, {
        tenantCode: actor.tenantCode,
        typeId: request.notificationTypeId,
        title: request.title,
        sanitizedDescription,
        effectiveOn,
        audience,
        createdBy: actor.userCode,
        createdAt,
      }),
    );
    if (effectiveOn <= createdAt) {
      announce({ kind: 'notification', tenantCode: actor.tenantCode, notificationId: created.notificationId });
    }
    return created;
  }

  /** A page of the tenant's notifications, newest first. */
  async function listAdminNotifications(
    tenantCode: string,
    query: TListAdminNotificationsQuery,
  ): Promise<{ result: TAdminUserNotification[]; totalRecords: number }> {
    const { rows, totalRecords } = await repository.findAdminNotificationsPage(db, tenantCode, {
      typeId: query.notificationTypeId ?? null,
      ...pageWindow({ displayAll: false, pageNo: query.pageNo, pageSize: query.pageSize }),
    });
    return { result: rows.map(presentAdminNotification), totalRecords };
  }

  /** One notification of the tenant; 404 otherwise. */
  async function getAdminNotification(tenantCode: string, notificationId: number): Promise<TAdminUserNotification> {
    const row = await repository.findAdminNotification(db, tenantCode, notificationId);
    if (!row) {
      throw notFound('The notification');
    }
    return presentAdminNotification(row);
  }

  /** Deletes a notification of the tenant for every recipient; 404 otherwise. */
  async function deleteAdminNotification(tenantCode: string, notificationId: number): Promise<number> {
    if (!(await repository.deleteNotification(db, tenantCode, notificationId))) {
      throw notFound('The notification');
    }
    announce({ kind: 'tenant', tenantCode });
    return notificationId;
  }

  // -------------------------------------------------------------------------------------------
  // Live delivery

  /** 503 while this node cannot hear the other nodes (Redis away): the client polls meanwhile. */
  function requireLiveBus(): void {
    if (!bus.isLive()) {
      throw new AppError(
        'service_unavailable',
        'Live notifications are paused: the server cannot reach its messaging service. New notifications still show when the list or count is loaded. Try again in a moment.',
      );
    }
  }

  /** A ticket that opens the user's stream for `NotificationStream.ticketTtlSeconds`; 503 while the bus is not live. */
  function createStreamTicket(actor: TNotificationActor): TStreamTicket {
    requireLiveBus();
    const expiresInSeconds = NotificationStream.ticketTtlSeconds;
    const ticket = signStreamTicket(options.ticketKey, actor, Math.floor(Date.now() / 1000) + expiresInSeconds);
    return {
      ticket,
      expiresInSeconds,
      streamUrl: `/api/user-notification/stream?ticket=${encodeURIComponent(ticket)}`,
    };
  }

  /**
   * Who a stream ticket opens the stream for: a ticket of this tenant, in time, of a user still
   * active; 401 otherwise.
   */
  async function authorizeStream(tenantCode: string, ticket: string): Promise<TNotificationActor> {
    const holder = readStreamTicket(options.ticketKey, ticket, Math.floor(Date.now() / 1000));
    if (holder === 'expired') {
      throw new AppError('unauthenticated', 'The stream ticket has expired: ask for a new one.');
    }
    if (holder === 'invalid' || holder.tenantCode !== tenantCode) {
      throw new AppError('unauthenticated', 'The stream ticket is not valid here: ask for a new one.');
    }
    if (!(await options.permissions.getUserAccess(holder.tenantCode, holder.userCode))) {
      throw new AppError('unauthenticated', 'This account is no longer active.');
    }
    return holder;
  }

  /**
   * Opens the user's stream: `retry`, then `ready` with the unread count; later events come from
   * the bus (503 while it is not live). Close the answered connection when the response closes.
   */
  async function openStream(actor: TNotificationActor, sink: TStreamSink) {
    requireLiveBus();
    const connection = streams.open(actor.tenantCode, actor.userCode, sink);
    try {
      const unreadCount = await countUnreadNotifications(actor);
      sink.write(
        `retry: ${NotificationStream.retryMs}\n\n${formatEvent(NotificationStream.events.ready, { unreadCount })}`,
      );
    } catch (error) {
      connection.close();
      throw error;
    }
    return connection;
  }

  /** Ends every open stream (before the server closes). */
  function closeStreams(): void {
    streams.closeAll();
  }

  /** Stops the timers and the bus this service created. */
  async function stop(): Promise<void> {
    streams.stop();
    if (!options.bus) {
      await bus.close();
    }
  }

  return {
    countUnreadNotifications,
    hasUnreadNotifications,
    listImportantNotifications,
    hasImportantNotifications,
    dismissImportantNotification,
    listNotifications,
    markNotificationsRead,
    deleteNotification,
    createNotification,
    listAdminNotifications,
    getAdminNotification,
    deleteAdminNotification,
    createStreamTicket,
    authorizeStream,
    openStream,
    /** Streams open on this node (the operations metrics). */
    openStreamCount: streams.connectionCount,
    closeStreams,
    stop,
  };
}
