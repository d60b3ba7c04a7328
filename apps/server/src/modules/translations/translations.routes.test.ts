import type { TProblem, TResourceStrings } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const path = (locale: string, classKey = 'common') =>
  `/api/resourcestring?classKey=${classKey}&application=CORESPA&v=20250922.1&locale=${encodeURIComponent(locale)}`;

describe('GET /api/resourcestring', () => {
  it('serves the tenant catalogue in French, from the database, cacheably', async () => {
    const response = await server.request(path('fr-CA'), { host: 'boreal.localhost' });
    expect(response.status).toBe(200);
    const strings = response.json<TResourceStrings>();
    expect(strings['notFound.title']).toBe('Oups! Vous êtes perdu.');
    expect(strings['dropdown.empty']).toBe('Aucun élément trouvé');
    expect(Object.keys(strings).sort()).toEqual(Object.keys(bundledCatalogues['fr-CA'].common).sort());
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('travels compressed at its smallest, as the browser accepts, and as the same text', async () => {
    const ask = (acceptEncoding?: string) =>
      server.app.inject({
        url: path('en'),
        headers: { host: 'acme.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await ask('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Made once at brotli's best, not per response at the compression plugin's quality 4.
    const perResponse = brotliCompressSync(plain.rawPayload, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(brotli.rawPayload.length).toBeLessThan(perResponse.length * 0.9);
    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('serves English for English', async () => {
    const strings = (await server.request(path('en'))).json<TResourceStrings>();
    expect(strings['notFound.title']).toBe("Oops! You're lost.");
  });

  it("never serves another tenant's wording", async () => {
    await server.database.db
      .updateTable('resource_strings')
      .set({ text: 'Acme is lost' })
      .where('tenant_code', '=', 'acme')
      .where('string_key', '=', 'catchAll.title')
      .where('locale', '=', 'en')
      .execute();
    const boreal = (await server.request(path('en', 'common'), { host: 'boreal.localhost' })).json<TResourceStrings>();
    expect(boreal['catchAll.title']).toBe('Page not found');
  });

  it('answers an unknown class key with an empty catalogue', async () => {
    const response = await server.request(path('en', 'nothing-here'));
    expect(response.status).toBe(200);
    expect(response.json<TResourceStrings>()).toEqual({});
  });

  it.each([
    ['an unsupported locale', path('de-DE'), 'locale'],
    ['a class key with path characters', path('en', '..%2F..%2Fetc'), 'classKey'],
    ['a missing application', '/api/resourcestring?classKey=common&locale=en', 'application'],
  ])('answers %s with a 400 problem', async (_case, url, field) => {
    const response = await server.request(url);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });
});

describe('POST /api/resourcestring/insert (dev mode)', () => {
  const missing = {
    classKey: 'common',
    application: 'CORESPA',
    locale: 'en',
    key: 'devOnly.newLabel',
    text: 'A brand new label',
  } as const;

  const storedTexts = (tenantCode: string, key: string) =>
    server.database.db
      .selectFrom('resource_strings')
      .select(['locale', 'text'])
      .where('tenant_code', '=', tenantCode)
      .where('string_key', '=', key)
      .execute();

  it("adds a missing key to the host tenant's catalogue only, and serves it at once", async () => {
    const before = await server.request(path('en'), { host: 'boreal.localhost' });
    expect(before.json<TResourceStrings>()[missing.key]).toBeUndefined();

    const response = await server.request('/api/resourcestring/insert', {
      method: 'POST',
      host: 'boreal.localhost',
      body: missing,
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: true, message: null });
    expect(await storedTexts('boreal', missing.key)).toEqual([{ locale: 'en', text: missing.text }]);
    expect(await storedTexts('acme', missing.key)).toEqual([]);

    const after = await server.request(path('en'), { host: 'boreal.localhost' });
    expect(after.json<TResourceStrings>()[missing.key]).toBe(missing.text);
  });

  it('never overwrites a string the tenant already has', async () => {
    const response = await server.request('/api/resourcestring/insert', {
      method: 'POST',
      body: { ...missing, key: 'notFound.title', text: 'Overwritten!' },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: false, message: null });
    expect(await storedTexts('acme', 'notFound.title')).toContainEqual({
      locale: 'en',
      text: bundledCatalogues.en.common['notFound.title'],
    });
  });

  it.each([
    ['a key with spaces', { ...missing, key: 'not a key' }, 'key'],
    ['an empty text', { ...missing, text: '   ' }, 'text'],
    ['a text beyond the limit', { ...missing, text: 'x'.repeat(4001) }, 'text'],
    ['an unsupported locale', { ...missing, locale: 'de-DE' }, 'locale'],
    ['a tenant smuggled in', { ...missing, tenantCode: 'boreal' }, ''],
  ])('answers %s with a 400 problem', async (_case, body, field) => {
    const response = await server.request('/api/resourcestring/insert', { method: 'POST', body });
    expect(response.status).toBe(400);
    if (field) {
      expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
    }
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ isProduction: true });
    try {
      const response = await production.request('/api/resourcestring/insert', { method: 'POST', body: missing });
      expect(response.status).toBe(404);
      expect(response.json<TProblem>().code).toBe('route_not_found');
      expect(production.app.declaredRoutes.some((route) => route.url === '/api/resourcestring/insert')).toBe(false);
      // The catalogue itself is served in production as everywhere.
      expect((await production.request(path('en'))).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
