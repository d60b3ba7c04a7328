import { describe, expect, it } from 'vitest';
import { checkPasswordAgainstPolicy, type TPasswordConfig } from './password-policy.ts';

const strict: TPasswordConfig = {
  minLength: 10,
  maxLength: 20,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: true,
};

describe('checkPasswordAgainstPolicy', () => {
  it('accepts a password that follows every rule (the demo password does)', () => {
    expect(checkPasswordAgainstPolicy('Portal!2026', strict)).toEqual([]);
  });

  it('names every rule broken', () => {
    expect(checkPasswordAgainstPolicy('short', strict)).toEqual([
      'too_short',
      'needs_uppercase',
      'needs_digit',
      'needs_special',
    ]);
    expect(checkPasswordAgainstPolicy('A1!'.padEnd(25, 'a'), strict)).toEqual(['too_long']);
  });

  it('understands letters beyond ASCII', () => {
    expect(checkPasswordAgainstPolicy('Élève-2026x', strict)).toEqual([]);
  });

  it('applies only the rules the tenant turned on', () => {
    const lenient = { ...strict, requireUppercase: false, requireDigit: false, requireSpecial: false, minLength: 4 };
    expect(checkPasswordAgainstPolicy('abcd', lenient)).toEqual([]);
  });
});
