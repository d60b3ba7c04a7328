import type { TLearnerPath } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/*
 * The demo's learning paths (issue 15), over a small library made here (the full demo library
 * needs its media generated): a demo started before paths existed gains them at the next start.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const tenantCode of ['acme', 'boreal']) {
    for (let index = 1; index <= 8; index += 1) {
      const title = `${tenantCode} lesson ${index}`;
      await createTestResource(
        server,
        tenantCode,
        webinarBody({
          texts: { en: { title, description: null }, 'fr-CA': { title: `${title} fr`, description: null } },
        }),
      );
    }
  }
  // The demo is there without paths: the next start adds them.
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

async function pathsOf(tenantCode: string) {
  return server.database.db
    .selectFrom('learning_paths')
    .select(['id', 'title_en', 'title_fr', 'is_core', 'job_role_code', 'status'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('id')
    .execute();
}

describe('demo learning paths', () => {
  it('gives each demo tenant at least three published paths, a core path per demo job role, in both languages', async () => {
    const acme = await pathsOf('acme');
    expect(acme.length).toBeGreaterThanOrEqual(3);
    expect(
      acme
        .filter((path) => Boolean(path.is_core))
        .map((path) => path.job_role_code)
        .sort(),
    ).toEqual(['LEARNING_ADMIN', 'SALES_ASSOCIATE', 'STORE_MANAGER']);
    const boreal = await pathsOf('boreal');
    expect(boreal.length).toBeGreaterThanOrEqual(3);
    for (const path of [...acme, ...boreal]) {
      expect(path.status).toBe('PUBLISHED');
      expect(path.title_en).not.toBe('');
      expect(path.title_fr).not.toBe('');
    }
  });

  it('has the demo learner part way through the core path, one completion from level 2', async () => {
    const headers = await bearer(server.database, 'acme', 'acme-learner');
    const response = await server.request('/api/corepath?locale=fr-CA', { headers });
    const view = response.json<{ returnValue: TLearnerPath }>().returnValue;
    expect(view.title).toBe('Parcours de base : Conseiller aux ventes');
    expect(view.levels.map((level) => level.state)).toEqual(['open', 'locked', 'locked']);
    const first = view.levels[0]?.progress;
    expect(first && first.requiredItems - first.completedRequiredItems).toBe(1);
    expect(view.progress.percent).toBeGreaterThan(0);
    expect(view.continueItem).not.toBeNull();
  });

  it('leaves the new hire without a path, with one available, so onboarding asks', async () => {
    const headers = await bearer(server.database, 'acme', 'acme-newhire');
    const status = await server.request('/api/corepath/CorePathOnBoardingStatus', { headers });
    expect(status.json()).toEqual({ isCorePathAssigned: false, isCorePathAvailableForUser: true });
  });

  it('adds nothing at a later start', async () => {
    const before = (await pathsOf('acme')).length;
    expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
    expect((await pathsOf('acme')).length).toBe(before);
  });
});
