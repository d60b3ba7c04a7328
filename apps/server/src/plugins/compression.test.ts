import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptAnswer, sendKeptAnswer } from '../lib/kept-answer.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';
import { PUBLIC } from './route-access.ts';
import { ROBOTS_TXT } from './web-app.ts';

/** Issue 24: answers travel compressed when the browser accepts it, and caches keep them apart. */

let server: TTestServer;
let distDir: string;

// A bundle as the build leaves it: the file, and its brotli and gzip copies beside it.
const BUNDLE = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`,
);
// A large answer kept for many requests (lib/kept-answer.ts), and a small one.
const KEPT_JSON = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Competency ${i}` })) });
const keptLarge = keptAnswer(KEPT_JSON);
const keptSmall = keptAnswer('{"ok":true}');
const CONFIGURATION_URL = `/api/tenantconfiguration?tenantUrl=${encodeURIComponent('http://acme.localhost')}&urlFor=CORESPA`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, 'static'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(distDir, 'static', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(distDir, 'static', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(distDir, 'static', 'index-abc123.js.gz'), gzipSync(BUNDLE));
  server = await startTestServer({
    webDistDir: distDir,
    configure: (app) => {
      // The notification stream's kind of answer: events written as they happen.
      app.get('/api/test/kept', { config: { access: PUBLIC } }, async (request, reply) =>
        sendKeptAnswer(request, reply.header('vary', 'Origin'), keptLarge),
      );
      app.get('/api/test/kept-small', { config: { access: PUBLIC } }, async (request, reply) =>
        sendKeptAnswer(request, reply, keptSmall),
      );
      app.get('/api/test/events', { config: { access: PUBLIC } }, async (_request, reply) => {
        const body = new PassThrough();
        body.end(`data: ${'x'.repeat(4096)}\n\n`);
        return reply.header('content-type', 'text/event-stream; charset=utf-8').send(body);
      });
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

function inject(url: string, acceptEncoding: string | undefined) {
  return server.app.inject({
    url,
    headers: { host: 'acme.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

function varyOf(headers: Record<string, string | string[] | number | undefined>): string[] {
  return [headers.vary ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase());
}

describe('built assets', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('are sent as their prebuilt %s copy to a browser that accepts it', async (encoding, accepted) => {
    const response = await inject('/static/index-abc123.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(varyOf(response.headers)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length);
    expect(decoders[encoding]?.(response.rawPayload).equals(BUNDLE)).toBe(true);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const response = await inject('/static/index-abc123.js', undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(BUNDLE)).toBe(true);
  });
});

describe('JSON answers', () => {
  it.each(['br', 'gzip'])('above the threshold are compressed with %s when asked', async (encoding) => {
    const plain = await inject(CONFIGURATION_URL, undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await inject(CONFIGURATION_URL, encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(varyOf(response.headers)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoders[encoding]?.(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('prefers brotli when the browser accepts both', async () => {
    const response = await inject(CONFIGURATION_URL, 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('below the threshold go as they are', async () => {
    const response = await inject('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: expect.any(String) });
  });
});

describe('the web app page', () => {
  it.each(['br', 'gzip'])('with its start-up data is compressed with %s when asked', async (encoding) => {
    // A page of the web app is a route like any other, not the not-found handler that routes' hooks miss.
    const plain = await inject('/dashboard', undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await inject('/dashboard', encoding);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(varyOf(response.headers)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoders[encoding]?.(response.rawPayload).toString()).toContain('"tenantUrl":"http://acme.localhost"');
  });
});

describe('kept answers', () => {
  it.each(['br', 'gzip'])('go in their %s form, made once, beside the Vary the route set', async (encoding) => {
    const first = await inject('/api/test/kept', `${encoding}, deflate`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe(encoding);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(varyOf(first.headers).filter((token) => token === 'accept-encoding')).toHaveLength(1);
    expect(varyOf(first.headers)).toContain('origin');
    expect(decoders[encoding]?.(first.rawPayload).toString()).toBe(KEPT_JSON);
    const second = await inject('/api/test/kept', encoding);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(keptLarge.encoded(encoding as 'br' | 'gzip')).toBe(keptLarge.encoded(encoding as 'br' | 'gzip'));
  });

  it('go as they are to a client that accepts no encoding, and when small', async () => {
    const plain = await inject('/api/test/kept', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(KEPT_JSON);
    expect(varyOf(plain.headers)).toContain('accept-encoding');
    const small = await inject('/api/test/kept-small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});

describe('server-sent events', () => {
  it('are never compressed: a compressor would hold events back', async () => {
    const response = await inject('/api/test/events', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(`data: ${'x'.repeat(4096)}\n\n`);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the portal, as plain text', async () => {
    const response = await inject('/robots.txt', undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(ROBOTS_TXT);
    expect(response.body).toMatch(/^User-agent: \*\nDisallow: \/\n$/);
  });
});
