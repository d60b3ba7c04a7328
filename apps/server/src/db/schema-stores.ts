import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the rewards store's tables (migration 0032). Times are UTC ISO-8601 strings. */

export type StoreRewardsTable = {
  id: Generated<number>;
  tenant_code: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  image_media_id: string | null;
  coin_price: number;
  /** Units left to order (never below zero). */
  stock: number;
  per_person_limit: number | null;
  active: ColumnType<SqlBool, boolean | undefined, boolean>;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type StoreOrdersTable = {
  id: Generated<number>;
  tenant_code: string;
  reward_id: number;
  user_code: string;
  quantity: number;
  /** Coins spent: the price times the quantity when placed. */
  coins: number;
  /** PLACED, FULFILLED or REFUNDED. */
  status: string;
  placed_at: string;
  updated_at: string;
  /** The admin who fulfilled or refunded it. */
  handled_by: string | null;
};

export type StoreWalletsTable = {
  tenant_code: string;
  user_code: string;
  coins_spent: Generated<number>;
  coins_refunded: Generated<number>;
  updated_at: string;
};

export type StorePointRulesTable = {
  tenant_code: string;
  verb: string;
  /** The rule prices earnings first made at or after this time (until the next version). */
  effective_from: string;
  points: number;
  created_by: string;
};

export type StoreTables = {
  store_rewards: StoreRewardsTable;
  store_orders: StoreOrdersTable;
  store_wallets: StoreWalletsTable;
  store_point_rules: StorePointRulesTable;
};
