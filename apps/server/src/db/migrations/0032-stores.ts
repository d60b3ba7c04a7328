import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  mediaIdType,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  TRUE,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;

/**
 * The rewards store (issue 20): rewards, orders, each person's coin wallet and the tenant's point
 * rules. Points are not stored: they are read from the learning record (CONVENTIONS section 9).
 *
 * - `store_rewards.stock` is the units left; an order takes them by
 *   `UPDATE ... SET stock = stock - q WHERE stock >= q` and checks the affected rows (a CHECK backs it).
 * - `store_wallets` holds a person's coins spent and refunded (coins = points - spent + refunded).
 *   Every redemption first locks the person's row (PostgreSQL `SELECT ... FOR UPDATE`; SQLite has
 *   one writer), so a person's orders queue and no coin is spent twice; the spend itself is a
 *   conditional update as well.
 * - `store_point_rules` keeps every version of a verb's points by `effective_from`: an earning is
 *   priced by the rule in effect when it was first earned, so a change never lowers earned points.
 * - `learning_statements_points_idx` lets a wallet and a leaderboard read the first time of each
 *   (person, verb, object) from the index alone.
 */
export const stores: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('store_rewards'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
      .addColumn('name_fr', 'varchar(120)', (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('description_fr', 'text', (c) => c.notNull())
      .addColumn('image_media_id', mediaIdType(db))
      .addColumn('coin_price', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('per_person_limit', 'integer')
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('store_rewards_tenant_id_uq', ['tenant_code', 'id'])
      .addCheckConstraint('store_rewards_stock_ck', sql`stock >= 0`)
      .addCheckConstraint('store_rewards_price_ck', sql`coin_price > 0`)
      .execute();
    await createTenantIndex(db, 'store_rewards_active_idx', 'store_rewards', ['active', 'coin_price']);

    await withIdColumn(db, db.schema.createTable('store_orders'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('reward_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('coins', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('placed_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('handled_by', userCodeColumn)
      .addUniqueConstraint('store_orders_tenant_id_uq', ['tenant_code', 'id'])
      .addCheckConstraint('store_orders_quantity_ck', sql`quantity > 0 and coins > 0`)
      .$call(tenantForeignKey('store_orders_reward_fk', 'reward_id', 'store_rewards', 'id'))
      .$call(tenantForeignKey('store_orders_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    await createTenantIndex(db, 'store_orders_user_idx', 'store_orders', ['user_code', 'placed_at']);
    await createTenantIndex(db, 'store_orders_reward_user_idx', 'store_orders', ['reward_id', 'user_code']);
    await createTenantIndex(db, 'store_orders_status_idx', 'store_orders', ['status', 'placed_at']);

    await db.schema
      .createTable('store_wallets')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('coins_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('coins_refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('store_wallets_pk', ['tenant_code', 'user_code'])
      .addCheckConstraint('store_wallets_coins_ck', sql`coins_refunded >= 0 and coins_refunded <= coins_spent`)
      .$call(tenantForeignKey('store_wallets_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();

    await db.schema
      .createTable('store_point_rules')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('verb', 'varchar(16)', (c) => c.notNull())
      .addColumn('effective_from', TIMESTAMP, (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addPrimaryKeyConstraint('store_point_rules_pk', ['tenant_code', 'verb', 'effective_from'])
      .addCheckConstraint('store_point_rules_points_ck', sql`points >= 0`)
      .execute();

    await createTenantIndex(db, 'learning_statements_points_idx', 'learning_statements', [
      'actor_user_code',
      'verb',
      'object_kind',
      'object_id',
      'timestamp',
    ]);
  },
  async down(db: TMigrationDb) {
    await db.schema.dropIndex('learning_statements_points_idx').execute();
    await db.schema.dropTable('store_point_rules').ifExists().execute();
    await db.schema.dropTable('store_wallets').ifExists().execute();
    await db.schema.dropTable('store_orders').ifExists().execute();
    await db.schema.dropTable('store_rewards').ifExists().execute();
  },
};
