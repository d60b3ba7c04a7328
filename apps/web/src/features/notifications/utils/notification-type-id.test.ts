import { describe, expect, it } from 'vitest';
import { toNotificationTypeId } from './notification-type-id';

describe('toNotificationTypeId', () => {
  it('reads the ids of the notification types', () => {
    expect(toNotificationTypeId('1')).toBe(1);
    expect(toNotificationTypeId('2')).toBe(2);
    expect(toNotificationTypeId('3')).toBe(3);
  });

  it('reads nothing else', () => {
    for (const value of [null, '', '0', '4', '1.5', '-1', 'General']) {
      expect(toNotificationTypeId(value)).toBeUndefined();
    }
  });
});
