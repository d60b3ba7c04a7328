import type { TAdminOrderListResponse, TLeaderboard, TRewardListResponse, TWallet } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { DEMO_REWARDS, seedDemoStores } from './seed-stores.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

let server: TTestServer;

/*
 * Over a small library made here, as seed-dashboard.test.ts does (the full demo library needs its
 * media generated): the learner's dated activity, and so most of their points, come at the next start.
 */
beforeAll(async () => {
  server = await startTestServer();
  for (let index = 1; index <= 14; index += 1) {
    const title = `acme store lesson ${index}`;
    await createTestResource(
      server,
      'acme',
      webinarBody({
        texts: { en: { title, description: null }, 'fr-CA': { title: `${title} fr`, description: null } },
      }),
    );
  }
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

describe('demo rewards store', () => {
  it('gives acme ten rewards in both languages and a learner who can afford the two cheapest', async () => {
    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const english = await server.request('/api/stores/rewards', {
      method: 'POST',
      headers: learner,
      body: { pageSize: 100 },
    });
    const french = await server.request('/api/stores/rewards', {
      method: 'POST',
      headers: learner,
      body: { pageSize: 100, locale: 'fr-CA' },
    });
    const rewardsEn = english.json<TRewardListResponse>().result;
    const rewardsFr = french.json<TRewardListResponse>().result;
    expect(rewardsEn).toHaveLength(10);
    expect(rewardsEn.map((reward) => reward.name)).toEqual(expect.arrayContaining(DEMO_REWARDS.map((r) => r.nameEn)));
    expect(rewardsFr.map((reward) => reward.name)).toEqual(expect.arrayContaining(DEMO_REWARDS.map((r) => r.nameFr)));
    expect(rewardsEn.every((reward) => reward.description.length > 0 && reward.stockLeft > 0)).toBe(true);

    const wallet = (await server.request('/api/stores/wallet', { headers: learner })).json<TWallet>();
    const [cheapest, second] = rewardsEn;
    expect(wallet.coins).toBeGreaterThanOrEqual((cheapest?.coinPrice ?? 0) + (second?.coinPrice ?? 0));
    expect(wallet.points).toBe(wallet.coins);
  });

  it('ranks several acme people, shows the admin an order fulfilled and one to fulfil, and opens /stores from the menu', async () => {
    const admin = await bearer(server.database, 'acme', 'acme-admin');
    const board = await server.request('/api/stores/leaderboard?period=ALL', { headers: admin });
    expect(board.json<TLeaderboard>().result.length).toBeGreaterThanOrEqual(3);
    const orders = await server.request('/api/stores/admin/orders/list', { method: 'POST', headers: admin, body: {} });
    const statuses = orders.json<TAdminOrderListResponse>().result.map((order) => order.status);
    expect(statuses).toEqual(expect.arrayContaining(['FULFILLED', 'PLACED']));
    const menu = await server.request('/api/menu', { headers: admin });
    expect(menu.text).toContain('"/stores"');
  });

  it('gives boreal no store, and seeds nothing twice', async () => {
    const count = async (tenantCode: string) =>
      (
        await server.database.db
          .selectFrom('store_rewards')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('tenant_code', '=', tenantCode)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count('boreal'))).toBe(0);
    await seedDemoStores(server.database.db);
    expect(Number(await count('acme'))).toBe(10);
  });
});
