import type { TProblem, TResourceStrings } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n';
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
