import {
  monthOf,
  STORE_MESSAGES,
  storeRefusalOf,
  type TAdminOrder,
  type TAdminReward,
  type TLeaderboard,
  type TOrder,
  type TOrderListResponse,
  type TPointRules,
  type TProblem,
  type TReward,
  type TRewardListResponse,
  type TWallet,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { announceStatements } from '../learning-record/learning-record.service.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let boreal: Record<string, string>;

const DAY_MS = 86_400_000;

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

function refusalOf(response: { json: <T>() => T }) {
  return storeRefusalOf(response.json<TProblem>());
}

async function createReward(overrides: Record<string, unknown> = {}): Promise<TAdminReward> {
  const response = await server.request('/api/stores/admin/rewards', {
    method: 'POST',
    headers: admin,
    body: {
      nameEn: 'Coffee mug',
      nameFr: 'Tasse à café',
      descriptionEn: 'A mug with the logo.',
      descriptionFr: 'Une tasse avec le logo.',
      coinPrice: 10,
      stock: 50,
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.json<TAdminReward>();
}

let statementSeq = 0;

/** `count` completions of distinct objects in the learning record at `at` (10 points each by default). */
async function complete(userCode: string, count: number, at: Date = new Date(Date.now() - DAY_MS)): Promise<void> {
  const rows = Array.from({ length: count }, () => {
    statementSeq += 1;
    return {
      tenant_code: 'acme',
      actor_user_code: userCode,
      verb: 'completed',
      verb_iri: 'http://adlnet.gov/expapi/verbs/completed',
      object_kind: 'RESOURCE',
      // Numeric like real resource ids (the REWARDS widget looks resources up by number).
      object_id: String(900_000 + statementSeq),
      result: null,
      timestamp: at.toISOString(),
      idempotency_key: `store-test:${userCode}:${statementSeq}`,
    };
  });
  await server.database.db.insertInto('learning_statements').values(rows).execute();
  announceStatements('acme', [userCode]);
}

/** Extra people of acme with their tokens (at a location when given). */
async function createPeople(
  prefix: string,
  count: number,
  locationCode?: string,
): Promise<{ codes: string[]; headers: Record<string, string>[] }> {
  const location = locationCode
    ? await server.database.db
        .selectFrom('locations')
        .select('id')
        .where('tenant_code', '=', 'acme')
        .where('code', '=', locationCode)
        .executeTakeFirstOrThrow()
    : null;
  const codes = Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);
  await server.database.db
    .insertInto('users')
    .values(codes.map((code) => buildUserRow('acme', code, { location_id: location?.id ?? null })))
    .execute();
  return { codes, headers: await Promise.all(codes.map((code) => bearer(server.database, 'acme', code))) };
}

function redeem(headers: Record<string, string>, rewardId: number, quantity = 1) {
  return server.request(`/api/stores/rewards/${rewardId}/redeem`, { method: 'POST', headers, body: { quantity } });
}

async function walletOf(headers: Record<string, string>): Promise<TWallet> {
  const response = await server.request('/api/stores/wallet', { headers });
  expect(response.status, response.text).toBe(200);
  return response.json<TWallet>();
}

async function stockOf(rewardId: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('store_rewards')
    .select('stock')
    .where('tenant_code', '=', 'acme')
    .where('id', '=', rewardId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

describe('bad input', () => {
  it('answers 400 with field errors on every call', async () => {
    const reward = await createReward();
    const cases: { path: string; method?: string; body?: unknown; headers?: Record<string, string>; field: string }[] =
      [
        { path: '/api/stores/wallet?locale=xx', field: 'locale' },
        { path: '/api/stores/rewards', method: 'POST', body: { pageSize: 0 }, field: 'pageSize' },
        { path: '/api/stores/rewards', method: 'POST', body: { pageNo: 'one' }, field: 'pageNo' },
        { path: '/api/stores/rewards', method: 'POST', body: { term: 'x'.repeat(201) }, field: 'term' },
        { path: '/api/stores/rewards', method: 'POST', body: { affordableOnly: 'yes' }, field: 'affordableOnly' },
        { path: '/api/stores/rewards/abc', field: 'rewardId' },
        {
          path: `/api/stores/rewards/${reward.rewardId}/redeem`,
          method: 'POST',
          body: { quantity: 0 },
          field: 'quantity',
        },
        {
          path: `/api/stores/rewards/${reward.rewardId}/redeem`,
          method: 'POST',
          body: { quantity: 11 },
          field: 'quantity',
        },
        {
          path: `/api/stores/rewards/${reward.rewardId}/redeem`,
          method: 'POST',
          body: { quantity: 1.5 },
          field: 'quantity',
        },
        { path: '/api/stores/rewards/0/redeem', method: 'POST', body: { quantity: 1 }, field: 'rewardId' },
        { path: '/api/stores/orders', method: 'POST', body: { pageNo: 0 }, field: 'pageNo' },
        { path: '/api/stores/leaderboard?period=YEAR', field: 'period' },
        { path: '/api/stores/leaderboard?month=2026-13', field: 'month' },
        { path: '/api/stores/leaderboard?locationCode=NOWHERE', field: 'locationCode' },
      ];
    const adminCases: typeof cases = [
      { path: '/api/stores/admin/rewards/list', method: 'POST', body: { active: 'no' }, field: 'active' },
      { path: '/api/stores/admin/rewards/list', method: 'POST', body: { pageSize: 101 }, field: 'pageSize' },
      { path: '/api/stores/admin/rewards/x1', field: 'rewardId' },
      { path: '/api/stores/admin/rewards', method: 'POST', body: {}, field: 'nameEn' },
      {
        path: '/api/stores/admin/rewards',
        method: 'POST',
        body: { nameEn: 'a', nameFr: 'b', stock: 1 },
        field: 'coinPrice',
      },
      {
        path: '/api/stores/admin/rewards',
        method: 'POST',
        body: { nameEn: 'a', nameFr: 'b', coinPrice: 1, stock: -1 },
        field: 'stock',
      },
      {
        path: '/api/stores/admin/rewards',
        method: 'POST',
        body: { nameEn: 'a', nameFr: 'b', coinPrice: 1, stock: 1, perPersonLimit: 0 },
        field: 'perPersonLimit',
      },
      {
        path: '/api/stores/admin/rewards',
        method: 'POST',
        body: { nameEn: 'a', nameFr: 'b', coinPrice: 1, stock: 1, imageMediaId: 'not-a-uuid' },
        field: 'imageMediaId',
      },
      {
        path: '/api/stores/admin/rewards',
        method: 'POST',
        body: { nameEn: 'a', nameFr: 'b', coinPrice: 1, stock: 1, imageMediaId: crypto.randomUUID() },
        field: 'imageMediaId',
      },
      {
        path: `/api/stores/admin/rewards/${reward.rewardId}`,
        method: 'PUT',
        body: { nameEn: 'a', nameFr: '', coinPrice: 1_000_001, stock: 1 },
        field: 'coinPrice',
      },
      { path: '/api/stores/admin/rewards/-1', method: 'DELETE', field: 'rewardId' },
      { path: '/api/stores/admin/orders/list', method: 'POST', body: { status: 'LOST' }, field: 'status' },
      { path: '/api/stores/admin/orders/abc/fulfil', method: 'POST', field: 'orderId' },
      { path: '/api/stores/admin/orders/abc/refund', method: 'POST', field: 'orderId' },
      { path: '/api/stores/admin/point-rules', method: 'PUT', body: { rules: [] }, field: 'rules' },
      {
        path: '/api/stores/admin/point-rules',
        method: 'PUT',
        body: { rules: [{ verb: 'viewed', points: 1 }] },
        field: 'rules.0.verb',
      },
      {
        path: '/api/stores/admin/point-rules',
        method: 'PUT',
        body: { rules: [{ verb: 'passed', points: 1_001 }] },
        field: 'rules.0.points',
      },
      {
        path: '/api/stores/admin/point-rules',
        method: 'PUT',
        body: {
          rules: [
            { verb: 'passed', points: 1 },
            { verb: 'passed', points: 2 },
          ],
        },
        field: 'rules.1.verb',
      },
    ];
    for (const { path, method, body, headers, field } of [
      ...cases.map((entry) => ({ ...entry, headers: entry.headers ?? learner })),
      ...adminCases.map((entry) => ({ ...entry, headers: admin })),
    ]) {
      const response = await server.request(path, {
        method: method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
      });
      expect({ call: `${method ?? 'GET'} ${path}`, status: response.status }).toEqual({
        call: `${method ?? 'GET'} ${path}`,
        status: 400,
      });
      expect(Object.keys(fieldsOf(response)), `${method ?? 'GET'} ${path}: ${response.text}`).toContain(field);
    }
    // The texts are the contracts' (the web app translates them).
    const unknownImage = await server.request('/api/stores/admin/rewards', {
      method: 'POST',
      headers: admin,
      body: { nameEn: 'a', nameFr: 'b', coinPrice: 1, stock: 1, imageMediaId: crypto.randomUUID() },
    });
    expect(fieldsOf(unknownImage).imageMediaId).toEqual([STORE_MESSAGES.imageUnknown]);
  });
});

describe('redeeming', () => {
  it('sells exactly the stock to 100 people ordering at once, and spends exactly their coins', async () => {
    const reward = await createReward({ nameEn: 'Limited hoodie', coinPrice: 15, stock: 5 });
    const { codes, headers } = await createPeople('store-rush', 100);
    for (const code of codes) {
      await complete(code, 2);
    }
    const responses = await Promise.all(headers.map((person) => redeem(person, reward.rewardId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    expect(new Set(responses.filter((r) => r.status === 409).map(refusalOf))).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf(reward.rewardId)).toBe(0);
    const wallets = await server.database.db
      .selectFrom('store_wallets')
      .select((eb) => eb.fn.sum<number | string>('coins_spent').as('spent'))
      .where('tenant_code', '=', 'acme')
      .where('user_code', 'in', codes)
      .executeTakeFirstOrThrow();
    expect(Number(wallets.spent)).toBe(5 * 15);
    const orders = await server.database.db
      .selectFrom('store_orders')
      .select(['user_code', 'coins'])
      .where('tenant_code', '=', 'acme')
      .where('reward_id', '=', reward.rewardId)
      .execute();
    expect(orders).toHaveLength(5);
    // The buyers' wallets say 5 coins left; everyone else kept their 20.
    const buyers = new Set(orders.map((order) => order.user_code));
    for (const [index, code] of codes.entries()) {
      const wallet = await walletOf(headers[index] ?? {});
      expect(wallet.coins, code).toBe(buyers.has(code) ? 5 : 20);
    }
  });

  it('never lets one person pass the limit, however many orders they send at once', async () => {
    const reward = await createReward({ nameEn: 'Sticker pack', coinPrice: 1, stock: 100, perPersonLimit: 2 });
    const { codes, headers } = await createPeople('store-limit', 1);
    await complete(codes[0] ?? '', 5);
    const person = headers[0] ?? {};
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeem(person, reward.rewardId)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    expect(new Set(responses.filter((r) => r.status === 409).map(refusalOf))).toEqual(new Set(['LIMIT_REACHED']));
    expect(await stockOf(reward.rewardId)).toBe(98);
    const shown = await server.request(`/api/stores/rewards/${reward.rewardId}`, { headers: person });
    expect(shown.json<TReward>()).toMatchObject({ redeemedByMe: 2, perPersonLimit: 2, stockLeft: 98 });
    // A quantity that would pass the limit is refused whole.
    const other = await createPeople('store-limit-b', 1);
    await complete(other.codes[0] ?? '', 5);
    const tooMany = await redeem(other.headers[0] ?? {}, reward.rewardId, 3);
    expect(tooMany.status).toBe(409);
    expect(refusalOf(tooMany)).toBe('LIMIT_REACHED');
    expect(tooMany.json<TProblem>().detail).toBe(STORE_MESSAGES.limitReached);
  });

  it('never spends a coin twice when one person sends many orders at once', async () => {
    const reward = await createReward({ nameEn: 'Gift card', coinPrice: 20, stock: 100 });
    const { codes, headers } = await createPeople('store-spender', 1);
    await complete(codes[0] ?? '', 5);
    const person = headers[0] ?? {};
    const responses = await Promise.all(Array.from({ length: 12 }, () => redeem(person, reward.rewardId)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    expect(new Set(responses.filter((r) => r.status === 409).map(refusalOf))).toEqual(new Set(['NOT_ENOUGH_COINS']));
    expect(await walletOf(person)).toMatchObject({ points: 50, coins: 10 });
    expect(await stockOf(reward.rewardId)).toBe(98);
  });

  it('answers the order, lists it first and takes the coins from the wallet', async () => {
    const reward = await createReward({ nameEn: 'Water bottle', nameFr: 'Gourde', coinPrice: 12, stock: 3 });
    const { codes, headers } = await createPeople('store-buyer', 1);
    await complete(codes[0] ?? '', 3);
    const person = headers[0] ?? {};
    expect(await walletOf(person)).toMatchObject({ points: 30, coins: 30 });
    const affordable = await server.request('/api/stores/rewards', {
      method: 'POST',
      headers: person,
      body: { affordableOnly: true, term: 'bottle', pageSize: 100 },
    });
    expect(affordable.json<TRewardListResponse>().result.map((item) => item.rewardId)).toEqual([reward.rewardId]);
    // Pages are kept per person for a few seconds; an order drops everyone's (the stock changed).
    const bottleSeenBy = async (headers: Record<string, string>) =>
      (
        await server.request('/api/stores/rewards', { method: 'POST', headers, body: { term: 'bottle' } })
      ).json<TRewardListResponse>().result[0];
    expect(await bottleSeenBy(learner)).toMatchObject({ stockLeft: 3, redeemedByMe: 0 });
    expect(await bottleSeenBy(person)).toMatchObject({ stockLeft: 3, redeemedByMe: 0 });
    const placed = await redeem(person, reward.rewardId, 2);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json<TOrder>()).toMatchObject({
      rewardId: reward.rewardId,
      rewardName: 'Water bottle',
      quantity: 2,
      coins: 24,
      status: 'PLACED',
    });
    expect(await walletOf(person)).toMatchObject({ points: 30, coins: 6 });
    expect(await bottleSeenBy(learner)).toMatchObject({ stockLeft: 1, redeemedByMe: 0 });
    expect(await bottleSeenBy(person)).toMatchObject({ stockLeft: 1, redeemedByMe: 2 });
    const list = await server.request('/api/stores/orders', {
      method: 'POST',
      headers: person,
      body: { locale: 'fr-CA' },
    });
    expect(list.json<TOrderListResponse>()).toMatchObject({
      totalRecords: 1,
      result: [{ rewardName: 'Gourde', quantity: 2, status: 'PLACED' }],
    });
    // 6 coins left: the bottle is no longer affordable, and the last unit cannot be bought.
    const none = await server.request('/api/stores/rewards', {
      method: 'POST',
      headers: person,
      body: { affordableOnly: true, term: 'bottle' },
    });
    expect(none.json<TRewardListResponse>().totalRecords).toBe(0);
    expect(refusalOf(await redeem(person, reward.rewardId, 1))).toBe('NOT_ENOUGH_COINS');
    expect(refusalOf(await redeem(learner, reward.rewardId, 2))).toBe('OUT_OF_STOCK');
  });

  it('keeps inactive rewards, other tenants’ rewards and orders out of reach (404)', async () => {
    const inactive = await createReward({ nameEn: 'Retired prize', active: false });
    expect((await server.request(`/api/stores/rewards/${inactive.rewardId}`, { headers: learner })).status).toBe(404);
    expect((await redeem(learner, inactive.rewardId)).status).toBe(404);
    const now = new Date().toISOString();
    // Boreal has no store; rows of its own (written directly) are still never acme's.
    const foreign = await server.database.db
      .insertInto('store_rewards')
      .values({
        tenant_code: 'boreal',
        name_en: 'Foreign',
        name_fr: 'Étranger',
        description_en: '',
        description_fr: '',
        image_media_id: null,
        coin_price: 1,
        stock: 5,
        per_person_limit: null,
        active: true,
        created_at: now,
        created_by: 'boreal-admin',
        updated_at: now,
        updated_by: 'boreal-admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignOrder = await server.database.db
      .insertInto('store_orders')
      .values({
        tenant_code: 'boreal',
        reward_id: foreign.id,
        user_code: 'boreal-apprenant',
        quantity: 1,
        coins: 1,
        status: 'PLACED',
        placed_at: now,
        updated_at: now,
        handled_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [path, method, headers] of [
      [`/api/stores/rewards/${foreign.id}`, 'GET', learner],
      [`/api/stores/rewards/${foreign.id}/redeem`, 'POST', learner],
      [`/api/stores/admin/rewards/${foreign.id}`, 'GET', admin],
      [`/api/stores/admin/rewards/${foreign.id}`, 'DELETE', admin],
      [`/api/stores/admin/orders/${foreignOrder.id}/fulfil`, 'POST', admin],
      [`/api/stores/admin/orders/${foreignOrder.id}/refund`, 'POST', admin],
    ] as const) {
      const response = await server.request(path, {
        method,
        headers,
        ...(path.endsWith('redeem') ? { body: { quantity: 1 } } : {}),
      });
      expect({ call: `${method} ${path}`, status: response.status }).toEqual({
        call: `${method} ${path}`,
        status: 404,
      });
    }
    const put = await server.request(`/api/stores/admin/rewards/${foreign.id}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'x', nameFr: 'y', coinPrice: 1, stock: 1 },
    });
    expect(put.status).toBe(404);
    expect(
      await server.database.db
        .selectFrom('store_rewards')
        .select('stock')
        .where('id', '=', foreign.id)
        .executeTakeFirst(),
    ).toEqual({ stock: 5 });
  });

  it('has no store in a tenant without the module: every store route is 404', async () => {
    const storeRoutes = server.app.declaredRoutes.filter((route) => route.url.startsWith('/api/stores'));
    expect(storeRoutes.length).toBeGreaterThanOrEqual(16);
    for (const route of storeRoutes) {
      const response = await server.request(route.url.replace(/:[A-Za-z]+/g, '1'), {
        method: route.method,
        host: 'boreal.localhost',
        headers: boreal,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
  });
});

describe('administration', () => {
  it('creates, changes, lists and deletes rewards; one with orders is made inactive', async () => {
    const created = await createReward({ nameEn: 'Admin mug', perPersonLimit: 3 });
    expect(created).toMatchObject({ nameFr: 'Tasse à café', perPersonLimit: 3, active: true, unitsOrdered: 0 });
    const changed = await server.request(`/api/stores/admin/rewards/${created.rewardId}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'Admin mug XL', nameFr: 'Grande tasse', coinPrice: 7, stock: 9, perPersonLimit: null },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json<TAdminReward>()).toMatchObject({ nameEn: 'Admin mug XL', coinPrice: 7, perPersonLimit: null });
    const list = await server.request('/api/stores/admin/rewards/list', {
      method: 'POST',
      headers: admin,
      body: { term: 'grande' },
    });
    expect(list.json<{ result: TAdminReward[] }>().result.map((item) => item.rewardId)).toEqual([created.rewardId]);
    const shown = await server.request(`/api/stores/rewards/${created.rewardId}?locale=fr-CA`, { headers: learner });
    expect(shown.json<TReward>()).toMatchObject({ name: 'Grande tasse', coinPrice: 7, stockLeft: 9 });

    const unordered = await server.request(`/api/stores/admin/rewards/${created.rewardId}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(unordered.json()).toEqual({ deleted: true });
    expect((await server.request(`/api/stores/admin/rewards/${created.rewardId}`, { headers: admin })).status).toBe(
      404,
    );

    const ordered = await createReward({ nameEn: 'Ordered mug', coinPrice: 1 });
    const { codes, headers } = await createPeople('store-deleted', 1);
    await complete(codes[0] ?? '', 1);
    expect((await redeem(headers[0] ?? {}, ordered.rewardId)).status).toBe(201);
    const kept = await server.request(`/api/stores/admin/rewards/${ordered.rewardId}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(kept.json()).toEqual({ deleted: false });
    const after = await server.request(`/api/stores/admin/rewards/${ordered.rewardId}`, { headers: admin });
    expect(after.json<TAdminReward>()).toMatchObject({ active: false, unitsOrdered: 1 });
    expect((await server.request(`/api/stores/rewards/${ordered.rewardId}`, { headers: learner })).status).toBe(404);
    // The order history still names it.
    const history = await server.request('/api/stores/orders', { method: 'POST', headers: headers[0] ?? {}, body: {} });
    expect(history.json<TOrderListResponse>().result[0]?.rewardName).toBe('Ordered mug');
  });

  it('fulfils and refunds only placed orders; a refund gives coins and stock back; both are audited', async () => {
    const reward = await createReward({ nameEn: 'Headphones', coinPrice: 10, stock: 4 });
    const { codes, headers } = await createPeople('store-fulfil', 1);
    await complete(codes[0] ?? '', 4);
    const person = headers[0] ?? {};
    const first = (await redeem(person, reward.rewardId)).json<TOrder>();
    const second = (await redeem(person, reward.rewardId, 2)).json<TOrder>();
    expect(await walletOf(person)).toMatchObject({ coins: 10 });
    expect(await stockOf(reward.rewardId)).toBe(1);

    const placed = await server.request('/api/stores/admin/orders/list', {
      method: 'POST',
      headers: admin,
      body: { status: 'PLACED', pageSize: 100 },
    });
    const mine = placed.json<{ result: TAdminOrder[] }>().result.filter((order) => order.userCode === codes[0]);
    expect(mine.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
    expect(mine[0]).toMatchObject({ displayName: `Test ${codes[0] ?? ''}`, rewardName: 'Headphones' });

    const fulfilled = await server.request(`/api/stores/admin/orders/${first.orderId}/fulfil`, {
      method: 'POST',
      headers: admin,
    });
    expect(fulfilled.status, fulfilled.text).toBe(200);
    expect(fulfilled.json<TAdminOrder>().status).toBe('FULFILLED');
    for (const action of ['fulfil', 'refund']) {
      const again = await server.request(`/api/stores/admin/orders/${first.orderId}/${action}`, {
        method: 'POST',
        headers: admin,
      });
      expect(again.status).toBe(409);
      expect(refusalOf(again)).toBe('ORDER_NOT_PLACED');
    }

    const refunded = await server.request(`/api/stores/admin/orders/${second.orderId}/refund`, {
      method: 'POST',
      headers: admin,
    });
    expect(refunded.json<TAdminOrder>().status).toBe('REFUNDED');
    expect(await walletOf(person)).toMatchObject({ points: 40, coins: 30 });
    expect(await stockOf(reward.rewardId)).toBe(3);
    expect((await redeem(person, reward.rewardId)).status).toBe(201);
    const history = await server.request('/api/stores/orders', { method: 'POST', headers: person, body: {} });
    expect(history.json<TOrderListResponse>().result.map((order) => order.status)).toEqual([
      'PLACED',
      'REFUNDED',
      'FULFILLED',
    ]);

    const audit = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_kind', 'target_id', 'actor_user_code'])
      .where('tenant_code', '=', 'acme')
      .where('area', '=', 'stores')
      .where('target_kind', '=', 'order')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'fulfil', target_kind: 'order', target_id: String(first.orderId), actor_user_code: 'acme-admin' },
        { action: 'refund', target_kind: 'order', target_id: String(second.orderId), actor_user_code: 'acme-admin' },
      ]),
    );
  });

  it('refunds once when two admins refund the same order at once', async () => {
    const reward = await createReward({ nameEn: 'Umbrella', coinPrice: 5, stock: 1 });
    const { codes, headers } = await createPeople('store-double-refund', 1);
    await complete(codes[0] ?? '', 1);
    const order = (await redeem(headers[0] ?? {}, reward.rewardId)).json<TOrder>();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request(`/api/stores/admin/orders/${order.orderId}/refund`, { method: 'POST', headers: admin }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(reward.rewardId)).toBe(1);
    expect(await walletOf(headers[0] ?? {})).toMatchObject({ points: 10, coins: 10 });
  });

  it('never lowers points already earned when the rules change', async () => {
    const { codes, headers } = await createPeople('store-rules', 1);
    const person = headers[0] ?? {};
    await complete(codes[0] ?? '', 3);
    expect(await walletOf(person)).toMatchObject({ points: 30 });
    const lowered = await server.request('/api/stores/admin/point-rules', {
      method: 'PUT',
      headers: admin,
      body: { rules: [{ verb: 'completed', points: 1 }] },
    });
    expect(lowered.status, lowered.text).toBe(200);
    expect(lowered.json<TPointRules>().rules).toEqual(
      expect.arrayContaining([
        { verb: 'completed', points: 1 },
        { verb: 'passed', points: 20 },
      ]),
    );
    expect(await walletOf(person)).toMatchObject({ points: 30 });
    await complete(codes[0] ?? '', 2, new Date());
    expect(await walletOf(person)).toMatchObject({ points: 32 });
    const raised = await server.request('/api/stores/admin/point-rules', {
      method: 'PUT',
      headers: admin,
      body: { rules: [{ verb: 'completed', points: 50 }] },
    });
    expect(raised.status).toBe(200);
    expect(await walletOf(person)).toMatchObject({ points: 32 });
    await complete(codes[0] ?? '', 1, new Date());
    expect(await walletOf(person)).toMatchObject({ points: 82 });
    // The dashboard's REWARDS widget prices the record with the same rules.
    const widgets = await server.request('/api/tenant/dashboardWidgets', { headers: person });
    const rewardsWidget = widgets
      .json<{ returnValue: { dashBoardWidgetId: number; widgetCode: string }[] }>()
      .returnValue.find((widget) => widget.widgetCode === 'REWARDS');
    expect(rewardsWidget).toBeDefined();
    const data = await server.request(
      `/api/tenant/getdashboarddata?dashBoardWidgetId=${rewardsWidget?.dashBoardWidgetId ?? 0}`,
      { method: 'POST', headers: person, body: {} },
    );
    expect(data.status, data.text).toBe(200);
    expect(data.json<{ returnValue: { points: number } }>().returnValue.points).toBe(82);
    const audit = await server.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('tenant_code', '=', 'acme')
      .where('target_kind', '=', 'point_rules')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    // Back to the defaults for the other tests (from now on).
    await server.request('/api/stores/admin/point-rules', {
      method: 'PUT',
      headers: admin,
      body: { rules: [{ verb: 'completed', points: 10 }] },
    });
  });
});

describe('leaderboards', () => {
  it('ranks people by points of a month or of all time, everywhere or at a location and below', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 5));
    const toronto = await createPeople('store-board-to', 2, 'STORE-31');
    const laval = await createPeople('store-board-la', 1, 'STORE-14');
    const [t1, t2] = toronto.codes as [string, string];
    const [l1] = laval.codes as [string];
    // This month: t1 70, l1 60, t2 0; last month: t2 150.
    await complete(t1, 7, thisMonth);
    await complete(l1, 6, thisMonth);
    await complete(t2, 15, lastMonth);

    const ours = (board: TLeaderboard) =>
      board.result
        .filter((entry) => [t1, t2, l1].includes(entry.userCode))
        .map((entry) => [entry.userCode, entry.points]);
    const read = async (query: string, headers = toronto.headers[0] ?? {}) => {
      const response = await server.request(`/api/stores/leaderboard${query}`, { headers });
      expect(response.status, response.text).toBe(200);
      return response.json<TLeaderboard>();
    };

    const month = await read('');
    expect(ours(month)).toEqual([
      [t1, 70],
      [l1, 60],
    ]);
    const mine = month.result.find((entry) => entry.userCode === t1);
    expect(month.me).toEqual({ rank: mine?.rank, points: 70 });
    expect(mine).toMatchObject({ displayName: `Test ${t1}`, locationNames: ['Store 31 – Toronto Queen Street'] });

    expect(ours(await read(`?period=MONTH&month=${monthOf(lastMonth)}`))).toEqual([[t2, 150]]);
    expect(ours(await read('?period=ALL'))).toEqual([
      [t2, 150],
      [t1, 70],
      [l1, 60],
    ]);
    const ontario = await read('?period=ALL&locationCode=CA-ON');
    expect(ours(ontario)).toEqual([
      [t2, 150],
      [t1, 70],
    ]);
    expect(ontario.result.every((entry) => entry.rank <= ontario.result.length)).toBe(true);
    const laval14 = await read('?period=MONTH&locationCode=STORE-14', laval.headers[0]);
    expect(laval14.result.map((entry) => entry.userCode)).toContain(l1);
    expect(laval14.result.map((entry) => entry.userCode)).not.toContain(t1);
    expect(laval14.me?.points).toBe(60);
    expect(laval14.locations.map((location) => location.code)).toEqual(expect.arrayContaining(['CA-ON', 'STORE-14']));

    // The wallet's rank is this month's, of the whole tenant.
    expect((await walletOf(toronto.headers[0] ?? {})).rank).toBe(mine?.rank);
    expect((await walletOf(toronto.headers[1] ?? {})).rank).toBeNull();
  });
});
