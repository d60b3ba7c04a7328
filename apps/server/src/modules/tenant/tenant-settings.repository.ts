import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

/** Everything the settings page shows of the tenant, read in one go (inside the caller's transaction). */
export async function findTenantSettingsRows(db: Kysely<Database>, tenantCode: string) {
  const [tenant, modules, locales, metadata, menuConfigurations, menuItems, analytics, postLogin, providers] =
    await Promise.all([
      db
        .selectFrom('tenants')
        .select([
          'default_landing_page',
          'default_locale',
          'use_external_provider',
          'external_provider_configuration_name',
        ])
        .where('tenant_code', '=', tenantCode)
        .executeTakeFirst(),
      db
        .selectFrom('tenant_modules')
        .select(['module_code', 'position'])
        .where('tenant_code', '=', tenantCode)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('tenant_locales')
        .select('locale')
        .where('tenant_code', '=', tenantCode)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('tenant_metadata')
        .select(['idle_timer_start_after_seconds', 'timeout_after_seconds'])
        .where('tenant_code', '=', tenantCode)
        .executeTakeFirst(),
      db
        .selectFrom('menu_configurations')
        .select(['display_mode', 'show_menu'])
        .where('tenant_code', '=', tenantCode)
        .execute(),
      db
        .selectFrom('menu_items')
        .select(['id', 'parent_id', 'module_code', 'route', 'display_name_en', 'display_name_fr'])
        .select(['display_mode', 'use_external_route', 'position', 'show_in_menu'])
        .where('tenant_code', '=', tenantCode)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('tenant_analytics')
        .select(['container_id', 'data_layer_name', 'is_enabled'])
        .where('tenant_code', '=', tenantCode)
        .executeTakeFirst(),
      db
        .selectFrom('tenant_post_login_scripts')
        .select(['is_enabled', 'url_template'])
        .where('tenant_code', '=', tenantCode)
        .executeTakeFirst(),
      db
        .selectFrom('tenant_identity_providers')
        .select(['id', 'name', 'issuer', 'client_id', 'client_secret', 'scopes'])
        .where('tenant_code', '=', tenantCode)
        .orderBy('id')
        .execute(),
    ]);
  return { tenant, modules, locales, metadata, menuConfigurations, menuItems, analytics, postLogin, providers };
}

export type TTenantSettingsRows = Awaited<ReturnType<typeof findTenantSettingsRows>>;

/** Makes the tenant's toggleable modules exactly `enabled`, in that order after the core ones it keeps. */
export async function replaceTenantModules(
  trx: Kysely<Database>,
  tenantCode: string,
  toggleable: readonly string[],
  enabled: readonly string[],
): Promise<void> {
  const off = toggleable.filter((code) => !enabled.includes(code));
  if (off.length > 0) {
    await trx
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', tenantCode)
      .where('module_code', 'in', off)
      .execute();
  }
  const kept = await trx
    .selectFrom('tenant_modules')
    .select(['module_code', 'position'])
    .where('tenant_code', '=', tenantCode)
    .execute();
  // Core modules keep their places; the toggleable ones follow in the order given.
  const firstPosition =
    Math.max(0, ...kept.filter((row) => !toggleable.includes(row.module_code)).map((row) => row.position)) + 1;
  for (const [index, moduleCode] of enabled.entries()) {
    // One upsert: two administrators saving at once cannot both insert the same module.
    await trx
      .insertInto('tenant_modules')
      .values({
        tenant_code: tenantCode,
        module_code: moduleCode,
        position: firstPosition + index,
        display_name: null,
        service_url: null,
        spa_url: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['tenant_code', 'module_code']).doUpdateSet({ position: firstPosition + index }),
      )
      .execute();
  }
}

export async function updateTenantGeneral(
  trx: Kysely<Database>,
  tenantCode: string,
  general: {
    defaultLandingPage: string;
    defaultLocale: string;
    locales: readonly string[];
    idle: number;
    timeout: number;
  },
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({
      default_landing_page: general.defaultLandingPage,
      default_locale: general.defaultLocale,
      updated_at: new Date().toISOString(),
    })
    .where('tenant_code', '=', tenantCode)
    .execute();
  await trx.deleteFrom('tenant_locales').where('tenant_code', '=', tenantCode).execute();
  await trx
    .insertInto('tenant_locales')
    .values(general.locales.map((locale, position) => ({ tenant_code: tenantCode, locale, position })))
    .execute();
  await trx
    .insertInto('tenant_metadata')
    .values({
      tenant_code: tenantCode,
      competencies_enabled: false,
      competency_user_view_enabled: false,
      idle_timer_start_after_seconds: general.idle,
      timeout_after_seconds: general.timeout,
    })
    .onConflict((conflict) =>
      conflict
        .column('tenant_code')
        .doUpdateSet({ idle_timer_start_after_seconds: general.idle, timeout_after_seconds: general.timeout }),
    )
    .execute();
}

export async function upsertMenuConfiguration(
  trx: Kysely<Database>,
  tenantCode: string,
  displayMode: string,
  showMenu: boolean,
): Promise<void> {
  await trx
    .insertInto('menu_configurations')
    .values({ tenant_code: tenantCode, display_mode: displayMode, show_menu: showMenu })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'display_mode']).doUpdateSet({ show_menu: showMenu }))
    .execute();
}

export async function updateMenuItem(
  trx: Kysely<Database>,
  tenantCode: string,
  id: number,
  item: { route: string; displayMode: string | null; position: number; showInMenu: boolean },
): Promise<void> {
  await trx
    .updateTable('menu_items')
    .set({ route: item.route, display_mode: item.displayMode, position: item.position, show_in_menu: item.showInMenu })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .execute();
}

export async function upsertTagManager(
  trx: Kysely<Database>,
  tenantCode: string,
  values: { container_id: string; data_layer_name: string; is_enabled: boolean },
): Promise<void> {
  await trx
    .insertInto('tenant_analytics')
    .values({ tenant_code: tenantCode, ...values })
    .onConflict((conflict) => conflict.column('tenant_code').doUpdateSet(values))
    .execute();
}

export async function upsertPostLoginScript(
  trx: Kysely<Database>,
  tenantCode: string,
  values: { is_enabled: boolean; url_template: string },
): Promise<void> {
  await trx
    .insertInto('tenant_post_login_scripts')
    .values({ tenant_code: tenantCode, ...values })
    .onConflict((conflict) => conflict.column('tenant_code').doUpdateSet(values))
    .execute();
}

/**
 * Makes `provider` the tenant's one external provider (the settings page manages one): the row of
 * `previousId` is updated (renamed if need be), others of the tenant are removed.
 */
export async function replaceIdentityProvider(
  trx: Kysely<Database>,
  tenantCode: string,
  previousId: number | null,
  provider: { name: string; issuer: string; client_id: string; client_secret: string | null; scopes: string },
  isEnabled: boolean,
): Promise<void> {
  let query = trx.deleteFrom('tenant_identity_providers').where('tenant_code', '=', tenantCode);
  if (previousId !== null) {
    query = query.where('id', '!=', previousId);
  }
  await query.execute();
  if (previousId === null) {
    await trx
      .insertInto('tenant_identity_providers')
      .values({ tenant_code: tenantCode, ...provider })
      .execute();
  } else {
    await trx
      .updateTable('tenant_identity_providers')
      .set(provider)
      .where('tenant_code', '=', tenantCode)
      .where('id', '=', previousId)
      .execute();
  }
  await trx
    .updateTable('tenants')
    .set({
      use_external_provider: isEnabled,
      external_provider_configuration_name: provider.name,
      updated_at: new Date().toISOString(),
    })
    .where('tenant_code', '=', tenantCode)
    .execute();
}
