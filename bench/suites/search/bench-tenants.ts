import { isSearchableModule, MODULE_CODES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { DEMO_TENANTS } from '../../../apps/server/src/db/seed/demo-tenants.ts';
import { buildTenantRow } from '../../../apps/server/src/db/seed/tenant-row.ts';
import type { Database } from '../../../apps/server/src/db/schema.ts';

/*
 * The 20 tenants of the search bench: the two demo tenants (acme, boreal: seeded by the demo seed,
 * with users to sign the API's calls) and 18 more (`bench01`...), inserted as the demo seed inserts
 * a tenant, with every module and both languages but no users: their documents are the rest of the
 * index a search of acme or boreal must never see.
 */

export type TBenchTenant = {
  code: string;
  /** Share of its content written first in English (the rest in French). */
  englishShare: number;
  /** Its searchable modules in its order: what the ALL tab searches. */
  searchModules: readonly string[];
};

const EXTRA_TENANT_COUNT = 18;

function searchModulesOf(modules: readonly string[]): string[] {
  return modules.filter(isSearchableModule);
}

const demoTenants: TBenchTenant[] = DEMO_TENANTS.map((tenant) => ({
  code: tenant.code,
  englishShare: tenant.defaultLocale === 'en' ? 0.7 : 0.3,
  searchModules: searchModulesOf(tenant.modules),
}));

const extraTenants: TBenchTenant[] = Array.from({ length: EXTRA_TENANT_COUNT }, (_, index) => ({
  code: `bench${String(index + 1).padStart(2, '0')}`,
  englishShare: index % 2 === 0 ? 0.7 : 0.3,
  searchModules: searchModulesOf(MODULE_CODES),
}));

export const BENCH_TENANTS: readonly TBenchTenant[] = [...demoTenants, ...extraTenants];

export function benchTenant(code: string): TBenchTenant {
  const tenant = BENCH_TENANTS.find((candidate) => candidate.code === code);
  if (!tenant) {
    throw new Error(`no bench tenant ${code}`);
  }
  return tenant;
}

/** Inserts the 18 extra tenants (the demo seed has written acme and boreal). */
export async function insertExtraTenants(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const tenant of extraTenants) {
      await trx
        .insertInto('tenants')
        .values(buildTenantRow(tenant.code, { name: `Bench ${tenant.code}`, created_at: now, updated_at: now }))
        .execute();
      await trx
        .insertInto('tenant_urls')
        .values({ tenant_code: tenant.code, host: `${tenant.code}.localhost`, is_primary: true })
        .execute();
      await trx
        .insertInto('tenant_modules')
        .values(
          MODULE_CODES.map((moduleCode, position) => ({ tenant_code: tenant.code, module_code: moduleCode, position })),
        )
        .execute();
      await trx
        .insertInto('tenant_locales')
        .values(['en', 'fr-CA'].map((locale, position) => ({ tenant_code: tenant.code, locale, position })))
        .execute();
    }
  });
}
