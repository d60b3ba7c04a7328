import { describe, expect, it } from 'vitest';
import { isCategoryUpdateRequired } from './onboarding-gate.ts';

describe('isCategoryUpdateRequired (spec section 4, onboarding gate step 4)', () => {
  const now = new Date('2026-05-01T00:00:00.000Z');
  const configuration = { updateFrequencyPeriod: 30 };
  const fresh = { updatedAt: '2026-04-15T00:00:00.000Z', isModified: false, isInserted: false };

  it('is due without categories', () => {
    expect(isCategoryUpdateRequired([], configuration, now)).toBe(true);
  });

  it('is due when one is older than the period, modified or inserted', () => {
    expect(isCategoryUpdateRequired([fresh], configuration, now)).toBe(false);
    expect(
      isCategoryUpdateRequired([fresh, { ...fresh, updatedAt: '2026-03-31T23:59:59.000Z' }], configuration, now),
    ).toBe(true);
    expect(
      isCategoryUpdateRequired([fresh, { ...fresh, updatedAt: '2026-04-01T00:00:00.000Z' }], configuration, now),
    ).toBe(false);
    expect(isCategoryUpdateRequired([{ ...fresh, isModified: true }], configuration, now)).toBe(true);
    expect(isCategoryUpdateRequired([{ ...fresh, isInserted: true }], configuration, now)).toBe(true);
  });
});
