import type { TGlobalSearchItem, TGlobalSearchResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createTestCategory, createTestResource, webinarBody } from './resource-test-fixtures.ts';

/* The resource library as global search finds it (issue 22): categories, asset types, snippets. */

let server: TTestServer;
let learner: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
});
afterAll(async () => {
  await server.close();
});

async function searchResources(searchText: string, locale: 'en' | 'fr-CA' = 'en'): Promise<TGlobalSearchItem[]> {
  const response = await server.request('/api/GlobalSearch/search', {
    method: 'POST',
    headers: learner,
    body: { searchParameters: { searchText, locales: [locale], moduleCodes: ['RESOURCELIBRARY'] } },
  });
  expect(response.status, response.text).toBe(200);
  return response.json<TGlobalSearchResponse>().result[0]?.items ?? [];
}

const textOf = (item: TGlobalSearchItem | undefined) => item?.snippet.map((run) => run.text).join('') ?? '';

describe('global search of resources', () => {
  it("finds a resource by its categories' names, in the document's language", async () => {
    const parent = await createTestCategory(server, 'acme', { en: 'Stewardship', fr: 'Intendance' });
    const child = await createTestCategory(server, 'acme', { en: 'Quarryman rules', fr: 'Règles carrier' }, parent);
    const resource = await createTestResource(
      server,
      'acme',
      webinarBody({
        texts: {
          en: { title: 'Weekly huddle', description: '<p>Talk with the team.</p>' },
          'fr-CA': { title: 'Caucus hebdomadaire', description: '<p>Parler avec l’équipe.</p>' },
        },
        categoryIds: [child],
      }),
    );
    const id = String(resource.resourceId);
    expect((await searchResources('quarryman')).map((item) => item.entityId)).toEqual([id]);
    expect((await searchResources('carrier', 'fr-CA')).map((item) => item.entityId)).toEqual([id]);
    // A resource of a child category is found by the parent's name too, as the category filter does.
    expect((await searchResources('stewardship')).map((item) => item.entityId)).toEqual([id]);
    // The English document does not hold the French names.
    expect(await searchResources('intendance')).toEqual([]);
  });

  it("shows every asset type of the resource, and snippets that are the description's text only", async () => {
    const resource = await createTestResource(
      server,
      'acme',
      webinarBody({
        texts: {
          en: { title: 'Rooftop access', description: '<p>Check the anchor points before you climb.</p>' },
        },
        assets: [
          { assetTypeCode: 'URL_WEBINAR', texts: { en: { title: 'Poster' } }, url: 'https://w.example/1' },
          { assetTypeCode: 'COURSE_HOSTED', texts: { en: { title: 'Walkthrough' } }, url: 'https://c.example/1' },
        ],
      }),
    );
    const [byTitle] = await searchResources('rooftop');
    expect(byTitle?.entityId).toBe(String(resource.resourceId));
    expect(byTitle?.assetTypeCodes).toEqual(['URL_WEBINAR', 'COURSE_HOSTED']);
    expect(textOf(byTitle)).toBe('Check the anchor points before you climb.');
    // Found by an asset's title, the snippet still shows the description.
    const [byAsset] = await searchResources('walkthrough');
    expect(byAsset?.entityId).toBe(String(resource.resourceId));
    expect(textOf(byAsset)).toBe('Check the anchor points before you climb.');
  });
});
