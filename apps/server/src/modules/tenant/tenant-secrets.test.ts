import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './tenant-secrets.ts';

describe('the tenant secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a secret into a value that holds no trace of it, and opens it back', () => {
    const sealed = box.seal('client-secret-1');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('client-secret');
    expect(box.seal('client-secret-1')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('client-secret-1');
  });

  it('refuses a tampered value or another key, and reads a value stored before encryption as it is', () => {
    const sealed = box.seal('client-secret-1');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(box.open('legacy-plain-secret')).toBe('legacy-plain-secret');
  });
});
