import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../apps/server/src/db/kysely.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { issueAccessToken } from '../../apps/server/src/test/access-tokens.ts';
import { measure } from '../lib/measure.ts';
import type { TBenchSettings } from '../lib/settings.ts';
import type { TBenchSuite, TCustomMeasurement, TCustomTarget } from '../lib/suite.ts';
import {
  startKillablePortal,
  type TAttemptDialect,
  type TKillablePortal,
} from './assessment-attempts/attempt-portal.ts';

/*
 * The rewards store (issue 20), on SQLite and on PostgreSQL (a portal of the suite's own per
 * dialect, `BENCH_POSTGRES_URL`): 100 rewards, 1 000 learners of acme each with 20 statements in
 * the learning record (5 completions at 1 000 points each by a rule, so everyone holds 5 000 coins),
 * and the calls a store page makes, each request the next learner's in turn:
 *
 * - `catalogue`: the first page of the catalogue (`POST /api/stores/rewards`, with my units ordered);
 * - `wallet`: points (from the record), coins (minus spent), this month's rank (`GET /api/stores/wallet`);
 * - `redeem`: one unit of a reward (`POST .../redeem`): the transaction that locks the person's
 *   wallet, takes the stock, reads the points and spends the coins. Afterwards the run checks the
 *   books: units sold = stock taken = coins spent = orders placed.
 *
 * The catalogue and the wallet must reach 0.3 of the baseline's req/s. The redemption is a write
 * transaction of six statements with row locks, which no database commits at a third of a bare
 * hello-world's rate: as the attempt saves' saturation row, its req/s are reported, and it is
 * judged by its latency while 10 clients redeem back to back (REDEEM_LATENCY) and by the books.
 */

const ACME_HOST = 'acme.localhost';
const LEARNERS = 1_000;
const REWARDS = 100;
const STOCK = 1_000_000;
const CHUNK = 100;
const HEADERS = { host: ACME_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' } as const;
/** A redemption answers within these at saturation (measured 2026-11-27 on 2 cores: p95 7.7 ms SQLite, 15.7 ms PostgreSQL; p99 10.6 and 20.0). */
const REDEEM_LATENCY = { p95Ms: 25, p99Ms: 100 };

type TLearner = { userCode: string; token: string };
type TStorePortal = { portal: TKillablePortal; learners: TLearner[]; rewardIds: number[] };

async function addStore(db: Kysely<Database>): Promise<number[]> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  // Completions priced at 1 000 points from the start of time: 5 completions give 5 000 coins.
  await db
    .insertInto('store_point_rules')
    .values({
      tenant_code: 'acme',
      verb: 'completed',
      effective_from: '1970-01-01T00:00:00.000Z',
      points: 1_000,
      created_by: 'acme-admin',
    })
    .execute();
  const rewards = await db
    .insertInto('store_rewards')
    .values(
      Array.from({ length: REWARDS }, (_, n) => ({
        tenant_code: 'acme',
        name_en: `Bench reward ${n}`,
        name_fr: `Récompense ${n}`,
        description_en: `A reward of the bench, number ${n}, with a description of a sentence or two.`,
        description_fr: `Une récompense du banc d’essai, numéro ${n}, avec une description d’une phrase ou deux.`,
        image_media_id: null,
        coin_price: 1 + (n % 5),
        stock: STOCK,
        per_person_limit: null,
        active: true,
        created_at: iso(now),
        created_by: 'acme-admin',
        updated_at: iso(now),
        updated_by: 'acme-admin',
      })),
    )
    .returning('id')
    .execute();
  for (let offset = 0; offset < LEARNERS; offset += CHUNK) {
    const codes = Array.from({ length: Math.min(CHUNK, LEARNERS - offset) }, (_, i) => `bench-store-${offset + i}`);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          codes.map((userCode) => ({
            tenant_code: 'acme',
            user_code: userCode,
            email: `${userCode}@acme.test`,
            first_name: 'Bench',
            last_name: userCode,
            browsing_language_preference: 'en',
            first_preference_updated: true,
            created_at: iso(now),
            updated_at: iso(now),
            password_hash: null,
            status: 'ACTIVE',
            job_role_code: 'SALES_ASSOCIATE',
            job_title: null,
            manager_user_code: null,
            picture_media_id: null,
            location_id: null,
          })),
        )
        .execute();
      const verbs = [
        ...Array.from({ length: 5 }, () => 'completed'),
        ...Array.from({ length: 5 }, () => 'passed'),
        ...Array.from({ length: 10 }, () => 'viewed'),
      ];
      await trx
        .insertInto('learning_statements')
        .values(
          codes.flatMap((userCode, person) =>
            verbs.map((verb, n) => ({
              tenant_code: 'acme',
              actor_user_code: userCode,
              verb,
              verb_iri: `http://adlnet.gov/expapi/verbs/${verb}`,
              object_kind: 'RESOURCE',
              object_id: String(1_000 + n),
              result: null,
              // Spread over the last 60 days: some this month, some before.
              timestamp: iso(now - ((person * 7 + n * 3) % 60) * 86_400_000),
              idempotency_key: `bench-store:${userCode}:${n}`,
            })),
          ),
        )
        .execute();
    });
  }
  return rewards.map((row) => row.id);
}

async function startStorePortal(dialect: TAttemptDialect): Promise<TStorePortal> {
  const portal = await startKillablePortal(dialect);
  try {
    const rewardIds = await addStore(portal.database.db);
    const learners: TLearner[] = [];
    for (let n = 0; n < LEARNERS; n += 1) {
      const userCode = `bench-store-${n}`;
      learners.push({
        userCode,
        token: await issueAccessToken(portal.database, { tenant: 'acme', userCode, expiresIn: 3600 }),
      });
    }
    return { portal, learners, rewardIds };
  } catch (error) {
    await portal.dispose();
    throw error;
  }
}

// One portal per dialect, started by its first target and disposed after its last (targets run in order).
const portals = new Map<TAttemptDialect, Promise<TStorePortal>>();

function portalOf(dialect: TAttemptDialect): Promise<TStorePortal> {
  let started = portals.get(dialect);
  if (!started) {
    started = startStorePortal(dialect);
    portals.set(dialect, started);
  }
  return started;
}

async function disposePortal(dialect: TAttemptDialect): Promise<void> {
  const started = portals.get(dialect);
  portals.delete(dialect);
  if (started) {
    await (await started).portal.dispose();
  }
}

type TCall = { method: 'GET' | 'POST'; path: (turn: number) => string; body?: (turn: number) => string };

/** Each request is the next learner's (and, for redemptions, the next reward). */
function rotating(store: TStorePortal, call: TCall) {
  let turn = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const learner = store.learners[turn % store.learners.length] as TLearner;
    const current = turn;
    turn += 1;
    return {
      ...request,
      method: call.method,
      path: call.path(current),
      headers: {
        ...HEADERS,
        authorization: `Bearer ${learner.token}`,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.body ? { body: call.body(current) } : {}),
    };
  };
}

async function load(store: TStorePortal, call: TCall, settings: TBenchSettings): Promise<TCustomMeasurement> {
  const first = call.path(0);
  const options = {
    url: `${store.portal.baseUrl}${first}`,
    headers: HEADERS,
    ...(call.body ? { body: call.body(0) } : {}),
    connections: settings.connections,
  };
  if (settings.warmupSeconds > 0) {
    await measure({ ...options, durationSeconds: settings.warmupSeconds, setupRequest: rotating(store, call) });
  }
  return measure({
    ...options,
    durationSeconds: settings.durationSeconds,
    serverPid: store.portal.pid(),
    setupRequest: rotating(store, call),
  });
}

/**
 * Units sold, stock taken, coins spent and orders placed agree, or the run fails. Read in one
 * transaction (one snapshot), after the calls autocannon left in flight have had time to finish.
 */
async function checkBooks(database: TDatabase, dialect: TAttemptDialect): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const { orders, stock, wallets } = await database.db.transaction().execute(async (db) => ({
    orders: await db
      .selectFrom('store_orders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('orders'),
        eb.fn.sum<number | string>('quantity').as('units'),
        eb.fn.sum<number | string>('coins').as('coins'),
      ])
      .where('tenant_code', '=', 'acme')
      .where('user_code', 'like', 'bench-store-%')
      .executeTakeFirstOrThrow(),
    stock: await db
      .selectFrom('store_rewards')
      .select((eb) => eb.fn.sum<number | string>('stock').as('left'))
      .where('tenant_code', '=', 'acme')
      .where('name_en', 'like', 'Bench reward %')
      .executeTakeFirstOrThrow(),
    wallets: await db
      .selectFrom('store_wallets')
      .select((eb) => eb.fn.sum<number | string>('coins_spent').as('spent'))
      .where('tenant_code', '=', 'acme')
      .where('user_code', 'like', 'bench-store-%')
      .executeTakeFirstOrThrow(),
  }));
  const units = Number(orders.units ?? 0);
  const taken = REWARDS * STOCK - Number(stock.left ?? 0);
  console.log(
    `stores (${dialect}): ${Number(orders.orders)} orders, ${units} units, ${Number(orders.coins ?? 0)} coins`,
  );
  if (units !== taken || Number(orders.coins ?? 0) !== Number(wallets.spent ?? 0)) {
    throw new Error(
      `stores (${dialect}): the books disagree: ${units} units ordered, ${taken} taken from stock; ` +
        `${Number(orders.coins ?? 0)} coins in orders, ${Number(wallets.spent ?? 0)} spent`,
    );
  }
}

function dialectTargets(dialect: TAttemptDialect): TCustomTarget[] {
  return [
    {
      name: `catalogue-${dialect}`,
      path: `POST /api/stores/rewards (${dialect}; first page of 100 rewards, my units ordered; 1 000 learners in turn)`,
      minRatio: 0.3,
      measure: async (_portal, settings) =>
        load(
          await portalOf(dialect),
          { method: 'POST', path: () => '/api/stores/rewards', body: () => '{"pageNo":1,"pageSize":16}' },
          settings,
        ),
    },
    {
      name: `wallet-${dialect}`,
      path: `GET /api/stores/wallet (${dialect}; points from 20 000 statements' record, coins, this month's rank)`,
      minRatio: 0.3,
      measure: async (_portal, settings) =>
        load(await portalOf(dialect), { method: 'GET', path: () => '/api/stores/wallet' }, settings),
    },
    {
      name: `redeem-${dialect}`,
      path: `POST /api/stores/rewards/{id}/redeem (${dialect}; one unit, 1 000 learners and 100 rewards in turn)`,
      maxLatency: REDEEM_LATENCY,
      async measure(_portal, settings) {
        const store = await portalOf(dialect);
        try {
          const measured = await load(
            store,
            {
              method: 'POST',
              path: (turn) => `/api/stores/rewards/${store.rewardIds[turn % store.rewardIds.length] ?? 0}/redeem`,
              body: () => '{"quantity":1}',
            },
            settings,
          );
          await checkBooks(store.portal.database, dialect);
          return measured;
        } finally {
          await disposePortal(dialect);
        }
      },
    },
  ];
}

export const storesSuite: TBenchSuite = {
  name: 'stores',
  description: 'The rewards store: catalogue, wallet and redemption for 1 000 learners, on SQLite and PostgreSQL',
  targets: [...dialectTargets('sqlite'), ...dialectTargets('postgres')],
};
