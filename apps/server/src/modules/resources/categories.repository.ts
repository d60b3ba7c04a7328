import type { Insertable, Kysely } from 'kysely';
import type { CategoriesTable, Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

const categoryColumns = [
  'id',
  'tenant_code',
  'code',
  'name_en',
  'name_fr',
  'parent_category_id',
  'position',
  'created_at',
  'updated_at',
] as const;

export type TCategoryRow = Awaited<ReturnType<typeof findCategories>>[number];

/** Every category of the tenant, by position and code (`parentsFirst` puts the top-level ones first). */
export async function findCategories(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

/** The tenant's categories with these ids. */
export async function findCategoriesByIds(db: Kysely<Database>, tenantCode: string, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...new Set(categoryIds)])
    .execute();
}

/** The categories of a resource, by position. */
export async function findCategoriesOfResource(db: Kysely<Database>, tenantCode: string, resourceId: number) {
  return db
    .selectFrom('categories as c')
    .innerJoin('resource_categories as rc', (join) =>
      join.onRef('rc.tenant_code', '=', 'c.tenant_code').onRef('rc.category_id', '=', 'c.id'),
    )
    .select([
      'c.id',
      'c.tenant_code',
      'c.code',
      'c.name_en',
      'c.name_fr',
      'c.parent_category_id',
      'c.position',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.tenant_code', '=', tenantCode)
    .where('rc.resource_id', '=', resourceId)
    .orderBy('c.position')
    .orderBy('c.code')
    .execute();
}

export async function insertCategory(db: Kysely<Database>, values: Insertable<CategoriesTable>): Promise<number> {
  const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The tenant's category preference configuration row, if it has one. */
export async function findCategoryConfiguration(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('category_preference_configurations')
    .select(['update_frequency_period', 'updated_at'])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}

/** Sets the tenant's category preference configuration. */
export async function upsertCategoryConfiguration(
  db: Kysely<Database>,
  tenantCode: string,
  updateFrequencyPeriod: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('category_preference_configurations')
    .values({ tenant_code: tenantCode, update_frequency_period: updateFrequencyPeriod, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('tenant_code').doUpdateSet({ update_frequency_period: updateFrequencyPeriod, updated_at: now }),
    )
    .execute();
}

/** The user's categories with their flags, by category position. */
export async function findUserCategories(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('user_categories as uc')
    .innerJoin('categories as c', (join) =>
      join.onRef('c.tenant_code', '=', 'uc.tenant_code').onRef('c.id', '=', 'uc.category_id'),
    )
    .select([
      'c.id',
      'c.code',
      'c.name_en',
      'c.name_fr',
      'c.parent_category_id',
      'uc.updated_at',
      'uc.is_modified',
      'uc.is_inserted',
    ])
    .where('uc.tenant_code', '=', tenantCode)
    .where('uc.user_code', '=', userCode)
    .orderBy('c.position')
    .orderBy('c.code')
    .execute();
}

/** Replaces the user's categories; every kept row is confirmed (flags cleared, `updated_at` now). */
export async function replaceUserCategories(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  categoryIds: readonly number[],
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom('user_categories')
    .select(['category_id', 'created_at'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .execute();
  const createdAt = new Map(existing.map((row) => [row.category_id, row.created_at]));
  await db
    .deleteFrom('user_categories')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .execute();
  if (categoryIds.length > 0) {
    await db
      .insertInto('user_categories')
      .values(
        [...new Set(categoryIds)].map((categoryId) => ({
          tenant_code: tenantCode,
          user_code: userCode,
          category_id: categoryId,
          is_modified: false,
          is_inserted: false,
          created_at: createdAt.get(categoryId) ?? now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Users (codes) who prefer a category. */
export async function findUsersPreferringCategory(db: Kysely<Database>, tenantCode: string, categoryId: number) {
  const rows = await db
    .selectFrom('user_categories')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('category_id', '=', categoryId)
    .execute();
  return rows.map((row) => row.user_code);
}

/** Adds categories to users' preferences on their behalf (flagged as inserted, to confirm). */
export async function insertUserCategoriesOnBehalf(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  categoryId: number,
  now: string,
): Promise<void> {
  if (userCodes.length === 0) {
    return;
  }
  await db
    .insertInto('user_categories')
    .values(
      userCodes.map((userCode) => ({
        tenant_code: tenantCode,
        user_code: userCode,
        category_id: categoryId,
        is_modified: false,
        is_inserted: true,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_code', 'user_code', 'category_id']).doNothing())
    .execute();
}

/** Flags every user preference of a category as modified (the category changed since they chose it). */
export async function markUserCategoriesModified(
  db: Kysely<Database>,
  tenantCode: string,
  categoryId: number,
): Promise<void> {
  await db
    .updateTable('user_categories')
    .set({ is_modified: true })
    .where('tenant_code', '=', tenantCode)
    .where('category_id', '=', categoryId)
    .execute();
}
