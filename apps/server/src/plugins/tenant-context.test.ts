import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../test/test-server.ts';
import { isPlainHost } from './tenant-context.ts';

/**
 * The Host header names the tenant and becomes the origin of issuers and redirect URIs, so only a
 * plain host and optional port is accepted, on every route, before anything reads it.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('a Host that is not a plain host and port', () => {
  it('does not change the issuer of the discovery document: 400 naming host', async () => {
    const response = await server.request('/oidc/.well-known/openid-configuration', {
      host: 'acme.localhost:1@evil.test',
    });
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('evil.test');
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { host: expect.any(Array) } });
  });

  it('is refused on public routes and the tenant API alike', async () => {
    for (const path of ['/api/health', '/api/tenant/Locales', '/assets/appsettings.json']) {
      const response = await server.request(path, { host: 'acme.localhost@evil.test' });
      expect(response.status, path).toBe(400);
    }
  });

  it('leaves plain hosts alone', async () => {
    const discovery = await server.request('/oidc/.well-known/openid-configuration', { host: 'acme.localhost:3000' });
    expect(discovery.status).toBe(200);
    expect(discovery.json<{ issuer: string }>().issuer).toBe('http://acme.localhost:3000/oidc');
  });
});

describe('isPlainHost', () => {
  it.each(['acme.localhost', 'acme.localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'portal.example.com.', 'my_host'])(
    'accepts %s',
    (host) => {
      expect(isPlainHost(host)).toBe(true);
    },
  );
  it.each([
    'acme.localhost:1@evil.test',
    'user@acme.localhost',
    'acme.localhost/evil',
    'acme.localhost:3000:1',
    'acme.localhost:abc',
    'acme .localhost',
    'acme.localhost\\evil.test',
    '',
    '.acme',
  ])('refuses %s', (host) => {
    expect(isPlainHost(host)).toBe(false);
  });
});
