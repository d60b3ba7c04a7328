import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
