import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads another tenant's row. */

/** The tenant's menu configuration for a display mode, or undefined when it has none. */
export async function findMenuConfiguration(db: Kysely<Database>, tenantCode: string, displayMode: string) {
  return db
    .selectFrom('menu_configurations')
    .select(['tenant_code', 'display_mode', 'show_menu'])
    .where('tenant_code', '=', tenantCode)
    .where('display_mode', '=', displayMode)
    .executeTakeFirst();
}

/** Every menu item of the tenant (top-level items and children), in their configured order. */
export async function findMenuItems(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('menu_items')
    .select([
      'id',
      'tenant_code',
      'parent_id',
      'module_code',
      'route',
      'display_name_en',
      'display_name_fr',
      'use_external_route',
      'ui_module_code',
      'group_name_en',
      'group_name_fr',
      'display_mode',
      'position',
      'permissions',
      'permission_mode',
      'show_in_menu',
    ])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type TMenuConfigurationRow = NonNullable<Awaited<ReturnType<typeof findMenuConfiguration>>>;
export type TMenuItemRow = Awaited<ReturnType<typeof findMenuItems>>[number];
