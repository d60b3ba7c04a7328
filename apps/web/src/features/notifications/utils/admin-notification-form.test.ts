import { UserNotificationMessages, ZCreateUserNotificationRequestSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TFieldIssue } from '../../../lib/form';
import {
  adminNotificationFieldOf,
  adminNotificationMessageOf,
  emptyAdminNotificationForm,
  firstFieldWithError,
  parseDateTimeLocalValue,
  toCreateNotificationRequest,
  toDateTimeLocalValue,
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

describe('the new notification form rules', () => {
  it('starts with a General notification to all users, effective now (to the minute, local time)', () => {
    const values = emptyAdminNotificationForm(new Date(2026, 0, 5, 8, 7, 45));
    expect(values).toMatchObject({ type: 'General', audienceKind: 'ALL', effectiveOn: '2026-01-05T08:07' });
  });

  it('names the first field with an error in the order of the form', () => {
    expect(firstFieldWithError({ userCodes: 'x', description: 'y', title: 'z' })).toBe('title');
    expect(firstFieldWithError({ groupId: 'x', effectiveOn: 'y' })).toBe('effectiveOn');
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
    // What is not picked or not a date stays for the schema to refuse.
    const incomplete = toCreateNotificationRequest(form({ audienceKind: 'GROUP', effectiveOn: '2026-13-45T99:99' }));
    expect(incomplete).toMatchObject({ effectiveOn: '2026-13-45T99:99', audience: { kind: 'GROUP', groupId: 0 } });
    expect(ZCreateUserNotificationRequestSchema.safeParse(incomplete).success).toBe(false);
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

describe('the words of the form for the field errors', () => {
  const issue = (path: string, text: string, source: TFieldIssue['source'], max?: number): TFieldIssue => ({
    field: adminNotificationFieldOf(path) ?? path,
    path,
    text,
    max,
    source,
  });

  it('place each request path on its field', () => {
    expect(adminNotificationFieldOf('notificationTypeId')).toBe('type');
    expect(adminNotificationFieldOf('audience.groupId')).toBe('groupId');
    expect(adminNotificationFieldOf('audience.roleId')).toBe('roleId');
    expect(adminNotificationFieldOf('audience.userCodes.3')).toBe('userCodes');
    expect(adminNotificationFieldOf('audience.kind')).toBe('audienceKind');
    expect(adminNotificationFieldOf('request')).toBeUndefined();
  });

  it('tell a missing pick (ours) from one the server no longer knows', () => {
    expect(adminNotificationMessageOf(issue('audience.groupId', 'Too small', 'client'), [])).toEqual({
      key: 'notificationsAdmin.errors.groupRequired',
    });
    expect(
      adminNotificationMessageOf(issue('audience.roleId', 'No role of the tenant has this id.', 'server'), []),
    ).toEqual({ key: 'notificationsAdmin.errors.roleUnknown' });
    expect(
      adminNotificationMessageOf(
        issue('audience.userCodes.1', 'No active user of the tenant has this userCode.', 'server'),
        ['ok', 'gone'],
      ),
    ).toEqual({ key: 'notificationsAdmin.errors.userUnknown', values: { user: 'gone' } });
    expect(adminNotificationMessageOf(issue('audience.userCodes', 'Too big', 'client', 500), [])).toEqual({
      key: 'notificationsAdmin.errors.usersTooMany',
      values: { max: 500 },
    });
  });

  it("know the server's unsafe-description text and the limits", () => {
    expect(
      adminNotificationMessageOf(issue('description', UserNotificationMessages.descriptionUnsafeOnly, 'server'), []),
    ).toEqual({
      key: 'notificationsAdmin.errors.descriptionUnsafeOnly',
    });
    expect(adminNotificationMessageOf(issue('title', 'Too big', 'server', 200), [])).toEqual({
      key: 'notificationsAdmin.errors.titleTooLong',
      values: { max: 200 },
    });
    expect(
      adminNotificationMessageOf(issue('notificationTypeId', 'notificationTypeId must be 1', 'server'), []),
    ).toBeUndefined();
  });
});
