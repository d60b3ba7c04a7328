import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { accessLogPlugin } from './access-log.ts';

describe('accessLogPlugin', () => {
  it('logs one line per request, without the token of an invitation link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    // As app.ts: Fastify's own request lines are off, the plugin's line is the only one.
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    await app.register(accessLogPlugin);
    app.get('/invitation/:token', async () => 'form');
    app.get('/api/thing', async () => 'thing');
    await app.inject('/invitation/Secret-Token_123?lang=fr-CA');
    await app.inject('/api/thing?x=1');
    await app.close();
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; url?: string })
      .filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.url)).toEqual(['/invitation/[token]?lang=fr-CA', '/api/thing?x=1']);
    expect(lines.join('')).not.toContain('Secret-Token_123');
  });
});
