import {
  UserNotificationMessages,
  UserNotificationValidation,
  ZCreateUserNotificationRequestSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyAdminNotificationForm,
  firstFieldWithError,
  parseDateTimeLocalValue,
  serverFormErrors,
  toCreateNotificationRequest,
  toDateTimeLocalValue,
  validateAdminNotificationForm,
} from './admin-notification-form';
import type { TAdminNotificationFormValues } from './admin-notification-form';

function form(overrides: Partial<TAdminNotificationFormValues> = {}): TAdminNotificationFormValues {
  return {
    ...emptyAdminNotificationForm(new Date(2026, 2, 2, 9, 30)),
    title: 'Library closed',
    description: '<p>Closed on <em>Friday</em>.</p>',
    ...overrides,
  };
}

const keysOf = (values: TAdminNotificationFormValues) =>
  Object.fromEntries(
    Object.entries(validateAdminNotificationForm(values)).map(([field, messages]) => [
      field,
      messages.map((message) => ('key' in message ? message.key : message.text)),
    ]),
  );

describe('the new notification form rules', () => {
  it('starts with a General notification to all users, effective now (to the minute, local time)', () => {
    const values = emptyAdminNotificationForm(new Date(2026, 0, 5, 8, 7, 45));
    expect(values).toMatchObject({ type: 'General', audienceKind: 'ALL', effectiveOn: '2026-01-05T08:07' });
  });

  it('accepts a complete form', () => {
    expect(validateAdminNotificationForm(form())).toEqual({});
  });

  it('mirrors the contracts limits: title and description required and bounded, once trimmed', () => {
    const { maxTitleLength, maxDescriptionLength } = UserNotificationValidation;
    expect(keysOf(form({ title: '   ', description: '' }))).toEqual({
      title: ['notificationsAdmin.errors.titleRequired'],
      description: ['notificationsAdmin.errors.descriptionRequired'],
    });
    expect(keysOf(form({ title: `  ${'t'.repeat(maxTitleLength)}  ` }))).toEqual({});
    const tooLong = validateAdminNotificationForm(
      form({ title: 't'.repeat(maxTitleLength + 1), description: 'd'.repeat(maxDescriptionLength + 1) }),
    );
    expect(tooLong.title).toEqual([{ key: 'notificationsAdmin.errors.titleTooLong', values: { max: maxTitleLength } }]);
    expect(tooLong.description).toEqual([
      { key: 'notificationsAdmin.errors.descriptionTooLong', values: { max: maxDescriptionLength } },
    ]);
  });

  it('needs a valid effective date', () => {
    expect(keysOf(form({ effectiveOn: '' }))).toEqual({
      effectiveOn: ['notificationsAdmin.errors.effectiveOnRequired'],
    });
    expect(keysOf(form({ effectiveOn: '2026-13-45T99:99' }))).toEqual({
      effectiveOn: ['notificationsAdmin.errors.effectiveOnRequired'],
    });
  });

  it('needs the group, role or users of the audience', () => {
    expect(keysOf(form({ audienceKind: 'GROUP' }))).toEqual({ group: ['notificationsAdmin.errors.groupRequired'] });
    expect(keysOf(form({ audienceKind: 'ROLE' }))).toEqual({ role: ['notificationsAdmin.errors.roleRequired'] });
    expect(keysOf(form({ audienceKind: 'ROLE', roleId: '0' }))).toEqual({
      role: ['notificationsAdmin.errors.roleRequired'],
    });
    expect(keysOf(form({ audienceKind: 'USERS' }))).toEqual({ users: ['notificationsAdmin.errors.usersRequired'] });
    const tooMany = Array.from({ length: UserNotificationValidation.maxUserCodes + 1 }, (_, index) => `u-${index}`);
    expect(keysOf(form({ audienceKind: 'USERS', userCodes: tooMany }))).toEqual({
      users: ['notificationsAdmin.errors.usersTooMany'],
    });
    // Another audience's leftovers do not count.
    expect(keysOf(form({ audienceKind: 'ALL', groupId: 'x', roleId: 'y' }))).toEqual({});
  });

  it('names the first field with an error in the order of the form', () => {
    const errors = validateAdminNotificationForm(form({ description: '', audienceKind: 'USERS', title: '' }));
    expect(firstFieldWithError(errors)).toBe('title');
    expect(firstFieldWithError({})).toBeUndefined();
  });
});

describe('the request of the form', () => {
  it('is what the contracts schema accepts, for every audience', () => {
    const effectiveOn = toDateTimeLocalValue(new Date('2026-03-02T14:05:00.000Z'));
    const requests = [
      toCreateNotificationRequest(form({ effectiveOn, title: ' Spaced ' })),
      toCreateNotificationRequest(form({ type: 'Important', audienceKind: 'GROUP', groupId: '4' })),
      toCreateNotificationRequest(form({ audienceKind: 'ROLE', roleId: ' 7 ' })),
      toCreateNotificationRequest(form({ audienceKind: 'USERS', userCodes: ['acme-learner', 'acme-manager'] })),
    ];
    for (const request of requests) {
      expect(ZCreateUserNotificationRequestSchema.safeParse(request).success).toBe(true);
    }
    expect(requests[0]).toEqual({
      notificationTypeId: 1,
      title: 'Spaced',
      description: '<p>Closed on <em>Friday</em>.</p>',
      effectiveOn: '2026-03-02T14:05:00.000Z',
      audience: { kind: 'ALL' },
    });
    expect(requests[1]?.notificationTypeId).toBe(2);
    expect(requests[1]?.audience).toEqual({ kind: 'GROUP', groupId: 4 });
    expect(requests[2]?.audience).toEqual({ kind: 'ROLE', roleId: 7 });
    expect(requests[3]?.audience).toEqual({ kind: 'USERS', userCodes: ['acme-learner', 'acme-manager'] });
  });

  it('reads datetime-local values only', () => {
    expect(parseDateTimeLocalValue('2026-03-02T09:30')?.getHours()).toBe(9);
    expect(parseDateTimeLocalValue('2026-03-02')).toBeUndefined();
    expect(parseDateTimeLocalValue('yesterday')).toBeUndefined();
  });
});

describe("the server's field errors", () => {
  const problem = (errors: Record<string, string[]>) => ({
    type: 'about:blank',
    title: 'Bad request',
    status: 400,
    code: 'validation_failed' as const,
    errors,
  });

  it('land on the fields, in the page language where we know them', () => {
    const request = toCreateNotificationRequest(form({ audienceKind: 'USERS', userCodes: ['ok', 'gone'] }));
    const mapped = serverFormErrors(
      problem({
        title: ['Too big: expected string to have <=200 characters'],
        description: [UserNotificationMessages.descriptionUnsafeOnly],
        'audience.userCodes.1': ['No active user of the tenant has this userCode.'],
        notificationTypeId: ['notificationTypeId must be 1 (General) or 2 (Important)'],
        request: ['Something else'],
      }),
      request,
    );
    expect(mapped.fields).toEqual({
      title: [{ text: 'Too big: expected string to have <=200 characters' }],
      description: [{ key: 'notificationsAdmin.errors.descriptionUnsafeOnly' }],
      users: [{ key: 'notificationsAdmin.errors.userUnknown', values: { user: 'gone' } }],
      type: [{ text: 'notificationTypeId must be 1 (General) or 2 (Important)' }],
    });
    expect(mapped.other).toEqual([{ text: 'Something else' }]);
  });

  it('name an unknown group or role', () => {
    const group = toCreateNotificationRequest(form({ audienceKind: 'GROUP', groupId: '9' }));
    expect(serverFormErrors(problem({ 'audience.groupId': ['No group of the tenant has this id.'] }), group)).toEqual({
      fields: { group: [{ key: 'notificationsAdmin.errors.groupUnknown' }] },
      other: [],
    });
    const role = toCreateNotificationRequest(form({ audienceKind: 'ROLE', roleId: '9' }));
    expect(
      serverFormErrors(problem({ 'audience.roleId': ['No role of the tenant has this id.'] }), role).fields,
    ).toEqual({ role: [{ key: 'notificationsAdmin.errors.roleUnknown' }] });
    expect(serverFormErrors(undefined, role)).toEqual({ fields: {}, other: [] });
  });
});
