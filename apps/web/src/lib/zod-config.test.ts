import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod configuration of the web app', () => {
  it('is jitless, so zod never probes `Function` (a CSP violation under script-src self)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('still parses and refuses as before', () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
