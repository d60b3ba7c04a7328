import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from './plugins/route-access.ts';
import { startTestServer, type TTestServer } from './test/test-server.ts';

/** The request pipeline every route goes through (docs/architecture.md, "Request pipeline"). */

let server: TTestServer;
let distDir: string;

beforeAll(async () => {
  // A stand-in for the built web app, with Vite's nonce placeholder as the real build has it.
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, 'static'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="PORTAL_CSP_NONCE">' +
      '<script type="module" nonce="PORTAL_CSP_NONCE" src="/static/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'static', 'index-abc123.js'), 'console.log("portal")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  server = await startTestServer({
    webDistDir: distDir,
    configure: (app) => {
      app.get('/api/test/explode', { config: { access: PUBLIC } }, async () => {
        throw new Error('secret table users_passwords is corrupt');
      });
      app.post('/api/test/echo', { config: { access: PUBLIC } }, async (request) => ({ received: request.body }));
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('correlation id', () => {
  it('echoes the id the client sent', async () => {
    const response = await server.request('/api/health', { headers: { 'x-correlation-id': 'client-abc.123' } });
    expect(response.headers['x-correlation-id']).toBe('client-abc.123');
  });

  it('generates one when the client sent none or one that could forge log lines', async () => {
    const none = await server.request('/api/health');
    expect(none.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await server.request('/api/health', { headers: { 'x-correlation-id': `a"b${'x'.repeat(200)}` } });
    expect(forged.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is carried by problems too', async () => {
    const response = await server.request('/api/nope', { headers: { 'x-correlation-id': 'trace-42' } });
    expect(response.json<TProblem>().correlationId).toBe('trace-42');
  });
});

describe('errors', () => {
  it('answers an unknown API route with a 404 problem', async () => {
    const response = await server.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<TProblem>().code).toBe('route_not_found');
  });

  it('hides the internals of a 500 and keeps the correlation id', async () => {
    const response = await server.request('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('users_passwords');
    expect(response.json<TProblem>()).toMatchObject({ code: 'internal_error', status: 500 });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await server.request('/api/test/echo', { method: 'POST', rawBody: '{"oops": ' });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().code).toBe('validation_failed');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      body: { blob: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect(response.json<TProblem>().code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-portal-unknown' },
    });
    expect(response.status).toBe(415);
  });
});

describe('caching', () => {
  it('marks API GETs no-cache', async () => {
    const response = await server.request('/api/health');
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await server.request('/static/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the page that names the hashed assets', async () => {
    const response = await server.request('/dashboard');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('gives JSON answers a CSP that loads nothing, and the usual hardening headers', async () => {
    const response = await server.request('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the web app with a strict CSP and a fresh nonce per response', async () => {
    const first = await server.request('/resources');
    const second = await server.request('/resources');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(first.text).toContain(`nonce="${nonce}"`);
    expect(first.text).not.toContain('PORTAL_CSP_NONCE');
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });
});

describe('web app', () => {
  it.each(['/', '/dashboard', '/profile/preferences', '/index.html', '/silent-refresh.html', '/no/such/page'])(
    'answers the client-side route %s with the app',
    async (path) => {
      const response = await server.request(path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    },
  );

  it('serves the app on any host: an unknown tenant learns so from the configuration call', async () => {
    const response = await server.request('/', { host: 'unknown.example' });
    expect(response.status).toBe(200);
  });

  it('does not answer a missing file with the app', async () => {
    const response = await server.request('/static/missing-123.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it("never serves the build's dot-folders (Vite's manifest)", async () => {
    const response = await server.request('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('src/main.tsx');
  });

  it('does not let index.html be fetched raw with its placeholder', async () => {
    const response = await server.request('/index.html');
    expect(response.text).not.toContain('PORTAL_CSP_NONCE');
  });
});

describe('OpenAPI', () => {
  it('documents the routes, generated from their zod schemas', async () => {
    const response = await server.request('/api/docs/json');
    expect(response.status).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const configuration = document.paths['/api/tenantconfiguration']?.get;
    expect(configuration?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['tenantUrl', 'urlFor']),
    );
    expect(document.paths['/api/resourcestring']).toBeDefined();
    expect(document.paths['/api/tenant/Locales']).toBeDefined();
  });

  it('serves the browsable documentation', async () => {
    const response = await server.request('/api/docs/');
    expect([200, 302]).toContain(response.status);
  });
});
