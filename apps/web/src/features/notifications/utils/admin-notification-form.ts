import type { FormErrors } from '@mantine/form';
import { NotificationTypeIds, UserNotificationMessages } from '@portal/contracts';
import type { TCreateUserNotificationRequest, TNotificationAudienceKind } from '@portal/contracts';
import { isPathUnder } from '../../../lib/form';
import type { TFieldIssue, TFieldMessage } from '../../../lib/form';

/** The types an administrator sends (SystemGenerated ones come from the portal itself). */
export const ADMIN_NOTIFICATION_TYPES = ['General', 'Important'] as const;
type TAdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];

/** What the form holds: inputs' own values (ids as the pickers give them, the date as `datetime-local`). */
export type TAdminNotificationFormValues = {
  title: string;
  description: string;
  type: TAdminNotificationType;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone. */
  effectiveOn: string;
  audienceKind: TNotificationAudienceKind;
  groupId: string;
  roleId: string;
  userCodes: string[];
};

/** The form's fields as errors name them: the values' own names, the type's excepted. */
export type TAdminNotificationField =
  'title' | 'description' | 'type' | 'effectiveOn' | 'audienceKind' | 'groupId' | 'roleId' | 'userCodes';

/** In the order the form shows them: the first one with an error gets the focus. */
const ADMIN_NOTIFICATION_FIELDS: readonly TAdminNotificationField[] = [
  'title',
  'type',
  'description',
  'effectiveOn',
  'audienceKind',
  'groupId',
  'roleId',
  'userCodes',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` value, in the browser's time zone, to the minute. */
export function toDateTimeLocalValue(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone; undefined when it is not one. */
export function parseDateTimeLocalValue(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) {
    return undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function emptyAdminNotificationForm(now: Date = new Date()): TAdminNotificationFormValues {
  return {
    title: '',
    description: '',
    type: 'General',
    effectiveOn: toDateTimeLocalValue(now),
    audienceKind: 'ALL',
    groupId: '',
    roleId: '',
    userCodes: [],
  };
}

/** The first field, in the form's order, that has an error. */
export function firstFieldWithError(errors: FormErrors): TAdminNotificationField | undefined {
  return ADMIN_NOTIFICATION_FIELDS.find((field) => Boolean(errors[field]));
}

/**
 * The request the form's values make, which the contracts schema then checks: ids as numbers (an
 * empty pick is 0, which the schema refuses) and a date that is not one kept as typed, so that the
 * schema refuses it too rather than the server defaulting it to now.
 */
export function toCreateNotificationRequest(values: TAdminNotificationFormValues): TCreateUserNotificationRequest {
  const effectiveOn = parseDateTimeLocalValue(values.effectiveOn);
  const audience: TCreateUserNotificationRequest['audience'] =
    values.audienceKind === 'GROUP'
      ? { kind: 'GROUP', groupId: Number(values.groupId) }
      : values.audienceKind === 'ROLE'
        ? { kind: 'ROLE', roleId: Number(values.roleId) }
        : values.audienceKind === 'USERS'
          ? { kind: 'USERS', userCodes: values.userCodes }
          : { kind: 'ALL' };
  return {
    notificationTypeId: NotificationTypeIds[values.type],
    title: values.title.trim(),
    description: values.description.trim(),
    effectiveOn: effectiveOn ? effectiveOn.toISOString() : values.effectiveOn,
    audience,
  };
}

/** The form field of a request path (`audience.userCodes.2` -> `userCodes`); undefined for none. */
export function adminNotificationFieldOf(path: string): TAdminNotificationField | undefined {
  if (path === 'title' || path === 'description' || path === 'effectiveOn') {
    return path;
  }
  if (path === 'notificationTypeId') {
    return 'type';
  }
  if (path === 'audience.groupId') {
    return 'groupId';
  }
  if (path === 'audience.roleId') {
    return 'roleId';
  }
  if (isPathUnder(path, 'audience.userCodes')) {
    return 'userCodes';
  }
  return isPathUnder(path, 'audience') ? 'audienceKind' : undefined;
}

/**
 * The form's words for an issue of the contract (client) or the server: `userCodes` are those of
 * the request sent, to name a user the server no longer knows.
 */
export function adminNotificationMessageOf(issue: TFieldIssue, userCodes: readonly string[]): TFieldMessage {
  const { field, path, text, max, source } = issue;
  switch (field) {
    case 'title':
      return max === undefined
        ? { key: 'notificationsAdmin.errors.titleRequired' }
        : { key: 'notificationsAdmin.errors.titleTooLong', values: { max } };
    case 'description':
      if (text === UserNotificationMessages.descriptionUnsafeOnly) {
        return { key: 'notificationsAdmin.errors.descriptionUnsafeOnly' };
      }
      return max === undefined
        ? { key: 'notificationsAdmin.errors.descriptionRequired' }
        : { key: 'notificationsAdmin.errors.descriptionTooLong', values: { max } };
    case 'effectiveOn':
      return { key: 'notificationsAdmin.errors.effectiveOnRequired' };
    // Checked here first, the server can only refuse a group, role or user it does not know.
    case 'groupId':
      return {
        key: source === 'client' ? 'notificationsAdmin.errors.groupRequired' : 'notificationsAdmin.errors.groupUnknown',
      };
    case 'roleId':
      return {
        key: source === 'client' ? 'notificationsAdmin.errors.roleRequired' : 'notificationsAdmin.errors.roleUnknown',
      };
    case 'userCodes': {
      const index = /^audience\.userCodes\.(\d+)$/.exec(path)?.[1];
      const user = index === undefined ? undefined : userCodes[Number(index)];
      if (source === 'server' && user !== undefined) {
        return { key: 'notificationsAdmin.errors.userUnknown', values: { user } };
      }
      if (max !== undefined) {
        return { key: 'notificationsAdmin.errors.usersTooMany', values: { max } };
      }
      return source === 'client' ? { key: 'notificationsAdmin.errors.usersRequired' } : undefined;
    }
    default:
      return undefined;
  }
}
