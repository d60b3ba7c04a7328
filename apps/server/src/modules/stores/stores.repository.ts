import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoreOrdersTable, StoreRewardsTable } from '../../db/schema-stores.ts';
import { containsIgnoringCase } from '../../lib/listing.ts';

/* Reads of the store's tables; every one is scoped by the tenant. */

type TDb = Kysely<Database>;
export type TRewardRow = Selectable<StoreRewardsTable>;
export type TOrderRow = Selectable<StoreOrdersTable>;
export type TOrderListRow = TOrderRow & { name_en: string; name_fr: string; image_media_id: string | null };
export type TAdminOrderListRow = TOrderListRow & { first_name: string; last_name: string; email: string };

export async function findReward(db: TDb, tenantCode: string, rewardId: number): Promise<TRewardRow | undefined> {
  return db
    .selectFrom('store_rewards')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', rewardId)
    .executeTakeFirst();
}

/** The catalogue: active rewards (matching the words, at most `maxPrice`), cheapest first. */
export async function listActiveRewards(
  db: TDb,
  tenantCode: string,
  filter: { term?: string | undefined; maxPrice?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: TRewardRow[]; total: number }> {
  let query = db.selectFrom('store_rewards').where('tenant_code', '=', tenantCode).where('active', '=', true);
  if (filter.term) {
    const term = filter.term;
    query = query.where((eb) =>
      containsIgnoringCase(
        [eb.ref('name_en'), eb.ref('name_fr'), eb.ref('description_en'), eb.ref('description_fr')],
        term,
      ),
    );
  }
  if (filter.maxPrice !== undefined) {
    query = query.where('coin_price', '<=', filter.maxPrice);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('coin_price').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every reward of the tenant for its admins, newest first. */
export async function listAllRewards(
  db: TDb,
  tenantCode: string,
  filter: { term?: string | undefined; active?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: TRewardRow[]; total: number }> {
  let query = db.selectFrom('store_rewards').where('tenant_code', '=', tenantCode);
  if (filter.term) {
    const term = filter.term;
    query = query.where((eb) => containsIgnoringCase([eb.ref('name_en'), eb.ref('name_fr')], term));
  }
  if (filter.active !== undefined) {
    query = query.where('active', '=', filter.active);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Units in orders not refunded, per reward (of one person when `userCode` is given). */
export async function unitsByReward(
  db: TDb,
  tenantCode: string,
  rewardIds: readonly number[],
  userCode?: string,
): Promise<Map<number, number>> {
  if (rewardIds.length === 0) {
    return new Map();
  }
  let query = db
    .selectFrom('store_orders')
    .select((eb) => ['reward_id', eb.fn.sum<number | string>('quantity').as('units')])
    .where('tenant_code', '=', tenantCode)
    .where('reward_id', 'in', [...rewardIds])
    .where('status', '!=', 'REFUNDED');
  if (userCode !== undefined) {
    query = query.where('user_code', '=', userCode);
  }
  const rows = await query.groupBy('reward_id').execute();
  return new Map(rows.map((row) => [row.reward_id, Number(row.units)]));
}

export async function countOrdersOfReward(db: TDb, tenantCode: string, rewardId: number): Promise<number> {
  const row = await db
    .selectFrom('store_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('tenant_code', '=', tenantCode)
    .where('reward_id', '=', rewardId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

function ordersWithRewards(db: TDb, tenantCode: string) {
  return db
    .selectFrom('store_orders as o')
    .innerJoin('store_rewards as r', (join) =>
      join.onRef('r.tenant_code', '=', 'o.tenant_code').onRef('r.id', '=', 'o.reward_id'),
    )
    .where('o.tenant_code', '=', tenantCode);
}

/** A person's orders, newest first. */
export async function listOrdersOfPerson(
  db: TDb,
  tenantCode: string,
  userCode: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TOrderListRow[]; total: number }> {
  const filtered = ordersWithRewards(db, tenantCode).where('o.user_code', '=', userCode);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('o')
      .select(['r.name_en', 'r.name_fr', 'r.image_media_id'])
      .orderBy('o.placed_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('store_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('tenant_code', '=', tenantCode)
      .where('user_code', '=', userCode)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

function adminOrders(db: TDb, tenantCode: string) {
  return ordersWithRewards(db, tenantCode).innerJoin('users as u', (join) =>
    join.onRef('u.tenant_code', '=', 'o.tenant_code').onRef('u.user_code', '=', 'o.user_code'),
  );
}

const ADMIN_ORDER_COLUMNS = [
  'r.name_en',
  'r.name_fr',
  'r.image_media_id',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

/** Every order of the tenant (of one status when given), newest first, with the person's name. */
export async function listAllOrders(
  db: TDb,
  tenantCode: string,
  status: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminOrderListRow[]; total: number }> {
  let filtered = adminOrders(db, tenantCode);
  let counted = db.selectFrom('store_orders').where('tenant_code', '=', tenantCode);
  if (status) {
    filtered = filtered.where('o.status', '=', status);
    counted = counted.where('status', '=', status);
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('o')
      .select(ADMIN_ORDER_COLUMNS)
      .orderBy('o.placed_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    counted.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findAdminOrder(
  db: TDb,
  tenantCode: string,
  orderId: number,
): Promise<TAdminOrderListRow | undefined> {
  return adminOrders(db, tenantCode)
    .selectAll('o')
    .select(ADMIN_ORDER_COLUMNS)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The media's kind when the tenant has it (the reward image check). */
export async function findMediaKind(db: TDb, tenantCode: string, mediaId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media')
    .select('kind')
    .where('tenant_code', '=', tenantCode)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return row?.kind;
}

export type TLocationRow = {
  id: number;
  code: string;
  name_en: string;
  name_fr: string;
  parent_location_id: number | null;
};

/** The tenant's active locations (a tree of a few hundred at most). */
export async function listActiveLocations(db: TDb, tenantCode: string): Promise<TLocationRow[]> {
  return db
    .selectFrom('locations')
    .select(['id', 'code', 'name_en', 'name_fr', 'parent_location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', 'ACTIVE')
    .execute();
}

export type TPersonRow = {
  user_code: string;
  first_name: string;
  last_name: string;
  location_name_en: string | null;
  location_name_fr: string | null;
};

/** Names and locations of some people of the tenant. */
export async function findPeople(db: TDb, tenantCode: string, userCodes: readonly string[]): Promise<TPersonRow[]> {
  if (userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('users as u')
    .leftJoin('locations as l', (join) =>
      join.onRef('l.tenant_code', '=', 'u.tenant_code').onRef('l.id', '=', 'u.location_id'),
    )
    .select([
      'u.user_code',
      'u.first_name',
      'u.last_name',
      'l.name_en as location_name_en',
      'l.name_fr as location_name_fr',
    ])
    .where('u.tenant_code', '=', tenantCode)
    .where('u.user_code', 'in', [...userCodes])
    .execute();
}
