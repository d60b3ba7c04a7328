import { STORE_REFUSAL_MESSAGES, type TStoreRefusalCode } from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pointsOfPerson, type TPointRuleVersion } from './points.ts';
import type { TOrderRow } from './stores.repository.ts';

/*
 * Scarcity, decided by the database (CONVENTIONS section 9). Every function runs in the caller's
 * transaction. A redemption first locks the person's wallet row (PostgreSQL `SELECT ... FOR
 * UPDATE`; SQLite runs one write transaction at a time), so one person's orders queue: the limit
 * count and the coins read after the lock see every order of theirs committed before. Stock is
 * taken by `UPDATE ... SET stock = stock - q WHERE stock >= q` (other people's orders of the reward
 * queue on its row lock), and the coins by `UPDATE ... SET coins_spent = coins_spent + c WHERE
 * points - spent + refunded >= c`: each answers by its affected rows. A refusal throws, and the
 * whole transaction (stock taken, coins spent) rolls back. Locks are always taken wallet first,
 * then reward, so two transactions never wait on each other in a circle.
 */

type TTrx = Transaction<Database>;

/** A 409 whose `errors.refusal` is the code the web app switches on. */
export function refusal(code: TStoreRefusalCode): AppError {
  return new AppError('conflict', STORE_REFUSAL_MESSAGES[code], { refusal: [code] });
}

/**
 * Creates the person's wallet row when missing, then locks it until the transaction ends
 * (PostgreSQL; SQLite's write transaction holds the whole database already).
 */
export async function lockWallet(trx: TTrx, tenantCode: string, userCode: string, now: string): Promise<void> {
  await trx
    .insertInto('store_wallets')
    .values({ tenant_code: tenantCode, user_code: userCode, updated_at: now })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'user_code']).doNothing())
    .execute();
  if (!isSqlite(trx)) {
    await trx
      .selectFrom('store_wallets')
      .select('user_code')
      .where('tenant_code', '=', tenantCode)
      .where('user_code', '=', userCode)
      .forUpdate()
      .execute();
  }
}

/** The person's wallet as it stands (no lock): spent and refunded, zero without a row. */
export async function readWallet(db: Kysely<Database>, tenantCode: string, userCode: string) {
  const row = await db
    .selectFrom('store_wallets')
    .select(['coins_spent', 'coins_refunded'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return { spent: row?.coins_spent ?? 0, refunded: row?.coins_refunded ?? 0 };
}

/** Units of the reward the person holds in orders not refunded. */
async function unitsHeld(trx: TTrx, tenantCode: string, rewardId: number, userCode: string): Promise<number> {
  const row = await trx
    .selectFrom('store_orders')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('units'))
    .where('tenant_code', '=', tenantCode)
    .where('reward_id', '=', rewardId)
    .where('user_code', '=', userCode)
    .where('status', '!=', 'REFUNDED')
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}

export type TRedemption = {
  tenantCode: string;
  userCode: string;
  rewardId: number;
  quantity: number;
  rules: readonly TPointRuleVersion[];
  now: string;
};

/** The order placed, as the store's order list shows it. */
export type TPlacedOrder = TOrderRow & { name_en: string; name_fr: string; image_media_id: string | null };

/**
 * Places an order (status PLACED) and answers it; undefined when the reward is not offered
 * (another tenant's, inactive or gone: a 404). A refusal throws. The price and the limit are the
 * reward row's as the stock update found it (an admin's change meanwhile is seen, never half).
 */
export async function redeem(trx: TTrx, request: TRedemption): Promise<TPlacedOrder | undefined> {
  const { tenantCode, userCode, rewardId, quantity, now } = request;
  await lockWallet(trx, tenantCode, userCode, now);
  const reward = await trx
    .updateTable('store_rewards')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', rewardId)
    .where('active', '=', true)
    .where('stock', '>=', quantity)
    .returning(['coin_price', 'per_person_limit', 'name_en', 'name_fr', 'image_media_id'])
    .executeTakeFirst();
  if (!reward) {
    const offered = await trx
      .selectFrom('store_rewards')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('id', '=', rewardId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!offered) {
      return undefined;
    }
    throw refusal('OUT_OF_STOCK');
  }
  if (reward.per_person_limit !== null) {
    const held = await unitsHeld(trx, tenantCode, rewardId, userCode);
    if (held + quantity > reward.per_person_limit) {
      throw refusal('LIMIT_REACHED');
    }
  }
  const coins = reward.coin_price * quantity;
  // Points only grow, so reading them here can only under-count a point earned this instant.
  const { points } = await pointsOfPerson(trx, tenantCode, userCode, request.rules, now);
  const spent = await trx
    .updateTable('store_wallets')
    .set((eb) => ({ coins_spent: eb('coins_spent', '+', coins), updated_at: now }))
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where((eb) => eb(eb(eb(eb.val(points), '-', eb.ref('coins_spent')), '+', eb.ref('coins_refunded')), '>=', coins))
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    throw refusal('NOT_ENOUGH_COINS');
  }
  const order = await trx
    .insertInto('store_orders')
    .values({
      tenant_code: tenantCode,
      reward_id: rewardId,
      user_code: userCode,
      quantity,
      coins,
      status: 'PLACED',
      placed_at: now,
      updated_at: now,
      handled_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...order, name_en: reward.name_en, name_fr: reward.name_fr, image_media_id: reward.image_media_id };
}

/**
 * Moves a PLACED order to FULFILLED or REFUNDED by one conditional update (an order already handled,
 * or handled by someone else this instant, is a 409); a refund gives the stock and the coins back
 * in the same transaction. Answers the order's row before the change.
 */
export async function settleOrder(
  trx: TTrx,
  tenantCode: string,
  orderId: number,
  outcome: 'FULFILLED' | 'REFUNDED',
  handledBy: string,
  now: string,
) {
  const before = await trx
    .selectFrom('store_orders')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!before) {
    return undefined;
  }
  const moved = await trx
    .updateTable('store_orders')
    .set({ status: outcome, updated_at: now, handled_by: handledBy })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', orderId)
    .where('status', '=', 'PLACED')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    throw refusal('ORDER_NOT_PLACED');
  }
  if (outcome === 'REFUNDED') {
    // Wallet before reward, as a redemption takes them: two such transactions never wait on each other in a circle.
    await lockWallet(trx, tenantCode, before.user_code, now);
    await trx
      .updateTable('store_rewards')
      .set((eb) => ({ stock: eb('stock', '+', before.quantity) }))
      .where('tenant_code', '=', tenantCode)
      .where('id', '=', before.reward_id)
      .execute();
    await trx
      .updateTable('store_wallets')
      .set((eb) => ({ coins_refunded: eb('coins_refunded', '+', before.coins), updated_at: now }))
      .where('tenant_code', '=', tenantCode)
      .where('user_code', '=', before.user_code)
      .execute();
  }
  return before;
}
