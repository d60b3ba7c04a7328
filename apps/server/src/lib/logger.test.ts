import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** A logger writing into memory, and the lines it wrote. */
function memoryLogger() {
  const lines: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger('info', output), lines: () => lines };
}

describe('the portal logger', () => {
  it('drops bidirectional control characters from messages, keys and values', async () => {
    const { log, lines } = memoryLogger();
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F';
    log.info({ roleName: `admin${bidi}txt.exe`, [`key${bidi}`]: 1 }, `role ${bidi}saved`);
    await expect.poll(() => lines().length).toBe(1);
    const line = lines()[0] ?? '';
    expect(line).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(JSON.parse(line)).toMatchObject({ roleName: 'admintxt.exe', key: 1, msg: 'role saved' });
  });

  it('keeps credentials out of the log', async () => {
    const { log, lines } = memoryLogger();
    log.info({ req: { headers: { authorization: 'Bearer secret', cookie: 'sid=secret', 'x-xsrf-token': 'secret' } } });
    await expect.poll(() => lines().length).toBe(1);
    expect(lines()[0]).not.toContain('secret');
    expect(JSON.parse(lines()[0] ?? '{}')).toMatchObject({
      req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]', 'x-xsrf-token': '[Redacted]' } },
    });
  });
});
