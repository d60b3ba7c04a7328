import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code. */

/** The tenant's brand colour and logo address, or undefined for an unknown tenant. */
export async function findBrandingRow(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenants')
    .select(['brand_color', 'logo_url'])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}

/** Replaces the tenant's brand colour and logo address. */
export async function updateBrandingRow(
  db: Kysely<Database>,
  tenantCode: string,
  values: { brand_color: string | null; logo_url: string | null },
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('tenant_code', '=', tenantCode)
    .execute();
}
