import {
  NOTIFICATION_AUDIENCE_KINDS,
  notificationTypeName,
  type TAdminUserNotification,
  type TNotificationAudienceKind,
  type TNotificationTypeId,
  type TUserNotification,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TAdminNotificationRow, TUserNotificationRow } from './user-notifications.repository.ts';

/** A stored type id as the contracts' type (the column only ever holds 1-3). */
export function toNotificationTypeId(value: number): TNotificationTypeId {
  return value === 2 || value === 3 ? value : 1;
}

function toAudienceKind(value: string): TNotificationAudienceKind {
  return NOTIFICATION_AUDIENCE_KINDS.find((kind) => kind === value) ?? 'USERS';
}

/** One of the user's notifications as the API answers it. */
export function presentUserNotification(row: TUserNotificationRow): TUserNotification {
  const typeId = toNotificationTypeId(row.notification_type_id);
  return {
    notificationId: row.notification_id,
    notificationTypeId: typeId,
    notificationType: notificationTypeName(typeId),
    title: row.title,
    description: row.description,
    effectiveOn: row.effective_on,
    readOn: row.read_on,
    wasDismissed: toBool(row.was_dismissed),
    displayTimesCountdown: row.display_times_countdown,
  };
}

/** A notification as administrators see it. */
export function presentAdminNotification(row: TAdminNotificationRow): TAdminUserNotification {
  const typeId = toNotificationTypeId(row.notification_type_id);
  return {
    notificationId: row.id,
    notificationTypeId: typeId,
    notificationType: notificationTypeName(typeId),
    title: row.title,
    description: row.description,
    effectiveOn: row.effective_on,
    audience: { kind: toAudienceKind(row.audience_kind), id: row.audience_id, name: row.audience_name },
    createdBy: row.created_by,
    createdOn: row.created_at,
    recipientCount: Number(row.recipient_count ?? 0),
    readCount: Number(row.read_count ?? 0),
  };
}
