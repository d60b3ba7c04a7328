import { NotificationTypeIds, UserNotificationMessages, UserNotificationValidation } from '@portal/contracts';
import type { TCreateUserNotificationRequest, TNotificationAudienceKind, TProblem } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';

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

export type TAdminNotificationField =
  'title' | 'description' | 'type' | 'effectiveOn' | 'audience' | 'group' | 'role' | 'users';

/** In the order the form shows them: the first one with an error gets the focus. */
const ADMIN_NOTIFICATION_FIELDS: readonly TAdminNotificationField[] = [
  'title',
  'type',
  'description',
  'effectiveOn',
  'audience',
  'group',
  'role',
  'users',
];

/** A message of ours (a catalogue key), or the server's own text when we do not know it. */
export type TFormMessage = { key: TMessageKey; values?: Record<string, string | number> } | { text: string };

export type TAdminNotificationErrors = Partial<Record<TAdminNotificationField, TFormMessage[]>>;

/** The server's field errors mapped onto the form: those of no field are listed apart. */
type TServerFormErrors = { fields: TAdminNotificationErrors; other: TFormMessage[] };

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

function isPositiveId(value: string): boolean {
  if (!/^[1-9][0-9]{0,9}$/.test(value.trim())) {
    return false;
  }
  return Number(value) <= UserNotificationValidation.maxId;
}

/**
 * The rules of `ZCreateUserNotificationRequestSchema` (contracts), checked before sending so
 * that each field says what is wrong in the page's language; the server checks them again.
 */
export function validateAdminNotificationForm(values: TAdminNotificationFormValues): TAdminNotificationErrors {
  const errors: TAdminNotificationErrors = {};
  const { maxTitleLength, maxDescriptionLength, maxUserCodes } = UserNotificationValidation;
  const title = values.title.trim();
  if (title === '') {
    errors.title = [{ key: 'notificationsAdmin.errors.titleRequired' }];
  } else if (title.length > maxTitleLength) {
    errors.title = [{ key: 'notificationsAdmin.errors.titleTooLong', values: { max: maxTitleLength } }];
  }
  const description = values.description.trim();
  if (description === '') {
    errors.description = [{ key: 'notificationsAdmin.errors.descriptionRequired' }];
  } else if (description.length > maxDescriptionLength) {
    errors.description = [
      { key: 'notificationsAdmin.errors.descriptionTooLong', values: { max: maxDescriptionLength } },
    ];
  }
  if (!parseDateTimeLocalValue(values.effectiveOn)) {
    errors.effectiveOn = [{ key: 'notificationsAdmin.errors.effectiveOnRequired' }];
  }
  switch (values.audienceKind) {
    case 'ALL':
      break;
    case 'GROUP':
      if (!isPositiveId(values.groupId)) {
        errors.group = [{ key: 'notificationsAdmin.errors.groupRequired' }];
      }
      break;
    case 'ROLE':
      if (!isPositiveId(values.roleId)) {
        errors.role = [{ key: 'notificationsAdmin.errors.roleRequired' }];
      }
      break;
    case 'USERS':
      if (values.userCodes.length === 0) {
        errors.users = [{ key: 'notificationsAdmin.errors.usersRequired' }];
      } else if (values.userCodes.length > maxUserCodes) {
        errors.users = [{ key: 'notificationsAdmin.errors.usersTooMany', values: { max: maxUserCodes } }];
      }
      break;
  }
  return errors;
}

export function hasFormErrors(errors: TAdminNotificationErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/** The first field, in the form's order, that has an error. */
export function firstFieldWithError(errors: TAdminNotificationErrors): TAdminNotificationField | undefined {
  return ADMIN_NOTIFICATION_FIELDS.find((field) => (errors[field]?.length ?? 0) > 0);
}

/** The request of valid form values (`validateAdminNotificationForm` found nothing). */
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
    ...(effectiveOn ? { effectiveOn: effectiveOn.toISOString() } : {}),
    audience,
  };
}

function formFieldOf(serverField: string): TAdminNotificationField | undefined {
  if (serverField === 'title' || serverField === 'description' || serverField === 'effectiveOn') {
    return serverField;
  }
  if (serverField === 'notificationTypeId') {
    return 'type';
  }
  if (serverField === 'audience.groupId') {
    return 'group';
  }
  if (serverField === 'audience.roleId') {
    return 'role';
  }
  if (serverField === 'audience.userCodes' || serverField.startsWith('audience.userCodes.')) {
    return 'users';
  }
  return serverField === 'audience' || serverField.startsWith('audience.') ? 'audience' : undefined;
}

function messageOf(
  field: TAdminNotificationField | undefined,
  serverField: string,
  text: string,
  request: TCreateUserNotificationRequest,
): TFormMessage {
  // The server's text we know (contracts), so that it shows in the page's language.
  if (field === 'description' && text === UserNotificationMessages.descriptionUnsafeOnly) {
    return { key: 'notificationsAdmin.errors.descriptionUnsafeOnly' };
  }
  // After our own checks, the server can only refuse a group, role or user it does not know.
  if (field === 'group') {
    return { key: 'notificationsAdmin.errors.groupUnknown' };
  }
  if (field === 'role') {
    return { key: 'notificationsAdmin.errors.roleUnknown' };
  }
  const index = /^audience\.userCodes\.(\d+)$/.exec(serverField)?.[1];
  const userCode =
    index !== undefined && request.audience.kind === 'USERS' ? request.audience.userCodes[Number(index)] : undefined;
  if (userCode !== undefined) {
    return { key: 'notificationsAdmin.errors.userUnknown', values: { user: userCode } };
  }
  return { text };
}

/** The field errors of a `400 validation_failed` answer to `request`, placed on the form's fields. */
export function serverFormErrors(
  problem: TProblem | undefined,
  request: TCreateUserNotificationRequest,
): TServerFormErrors {
  const fields: TAdminNotificationErrors = {};
  const other: TFormMessage[] = [];
  for (const [serverField, texts] of Object.entries(problem?.errors ?? {})) {
    const field = formFieldOf(serverField);
    const messages = texts.map((text) => messageOf(field, serverField, text, request));
    if (field) {
      (fields[field] ??= []).push(...messages);
    } else {
      other.push(...messages);
    }
  }
  return { fields, other };
}
