import type { Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* The dashboard's tables (migration 0020). Kysely only; every function takes the tenant code. */

export type TTenantWidgetRow = {
  id: number;
  widget_code: string;
  position: number;
  permission: string | null;
  is_enabled: SqlBool;
};

export type TUserWidgetRow = { widget_id: number; position: number; is_hidden: SqlBool };

/** The tenant's widget rows in its order (enabled or not: the service decides). */
export async function findTenantWidgets(db: Kysely<Database>, tenantCode: string): Promise<TTenantWidgetRow[]> {
  return db
    .selectFrom('dashboard_widgets')
    .select(['id', 'widget_code', 'position', 'permission', 'is_enabled'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The person's own order and hidden widgets (empty: the tenant's order). */
export async function findUserLayout(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
): Promise<TUserWidgetRow[]> {
  return db
    .selectFrom('user_dashboard_widgets')
    .select(['widget_id', 'position', 'is_hidden'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .orderBy('position')
    .execute();
}

/**
 * Replaces the person's layout with these rows (call it in a transaction): an upsert per widget,
 * so two saves at once never collide on the key, then the widgets no longer listed are removed.
 * The person's own row is locked first: two saves listing the widgets in other orders would
 * otherwise lock the same rows in opposite orders, and PostgreSQL would end one as a deadlock.
 */
export async function replaceUserLayout(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  rows: readonly { widgetId: number; isHidden: boolean }[],
  now: string,
): Promise<void> {
  // A write that changes nothing, for its row lock (SQLite has one writer anyway).
  await db
    .updateTable('users')
    .set((eb) => ({ user_code: eb.ref('user_code') }))
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .execute();
  await db
    .insertInto('user_dashboard_widgets')
    .values(
      rows.map((row, position) => ({
        tenant_code: tenantCode,
        user_code: userCode,
        widget_id: row.widgetId,
        position,
        is_hidden: row.isHidden,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_code', 'user_code', 'widget_id']).doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        is_hidden: eb.ref('excluded.is_hidden'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  await db
    .deleteFrom('user_dashboard_widgets')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where(
      'widget_id',
      'not in',
      rows.map((row) => row.widgetId),
    )
    .execute();
}

/** Forgets the person's layout: back to the tenant's order. */
export async function deleteUserLayout(db: Kysely<Database>, tenantCode: string, userCode: string): Promise<void> {
  await db
    .deleteFrom('user_dashboard_widgets')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .execute();
}
