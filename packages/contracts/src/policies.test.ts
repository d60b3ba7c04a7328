import { describe, expect, it } from 'vitest';
import { ZGetNotificationsByTypeWithDateRequestSchema } from './policies.ts';

describe('GetNotificationsByTypeWithDate query', () => {
  it('takes types repeated or once, without duplicates', () => {
    expect(ZGetNotificationsByTypeWithDateRequestSchema.parse({ types: 'PRIVACY_POLICY' }).types).toEqual([
      'PRIVACY_POLICY',
    ]);
    expect(
      ZGetNotificationsByTypeWithDateRequestSchema.parse({
        types: ['TERMS_CONDITIONS', 'PRIVACY_POLICY', 'TERMS_CONDITIONS'],
      }).types,
    ).toEqual(['TERMS_CONDITIONS', 'PRIVACY_POLICY']);
  });

  it('refuses unknown types and a missing list', () => {
    expect(ZGetNotificationsByTypeWithDateRequestSchema.safeParse({ types: 'COOKIES' }).success).toBe(false);
    expect(ZGetNotificationsByTypeWithDateRequestSchema.safeParse({}).success).toBe(false);
  });
});
