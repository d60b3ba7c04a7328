import {
  CategoryPreferenceDefaults,
  RESOURCE_MESSAGES,
  type TCategory,
  type TCategoryPreferenceConfiguration,
  type TLocaleCode,
  type TParentCategory,
  type TUserCategory,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import {
  findCategories,
  findCategoriesByIds,
  findCategoriesOfResource,
  findCategoryConfiguration,
  findUserCategories,
  findUsersPreferringCategory,
  insertCategory,
  insertUserCategoriesOnBehalf,
  replaceUserCategories,
  upsertCategoryConfiguration,
} from './categories.repository.ts';
import { parentsFirst } from './resource-lists.ts';
import { isResourceAdmin, type TResourceActor } from './resources.policy.ts';
import { categoryName, isVisibleRow, presentCategory } from './resources.presenter.ts';
import { findResourceById } from './resources.repository.ts';

/** A new category as the seed (or a future admin screen) writes it. */
export type TNewCategory = {
  code: string;
  nameEn: string;
  nameFr: string;
  parentCategoryId?: number | null;
  position?: number;
};

/**
 * Creates a category of the tenant: what the demo seed calls. A child category is added, flagged
 * `isInserted`, to the preferences of every user who chose its parent (they confirm it at their
 * next category review). Answers the new category's id; throws on a taken code (unique violation)
 * or an unknown parent (foreign-key violation).
 */
export async function createCategory(
  db: Kysely<Database>,
  tenantCode: string,
  category: TNewCategory,
): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const categoryId = await insertCategory(trx, {
      tenant_code: tenantCode,
      code: category.code,
      name_en: category.nameEn,
      name_fr: category.nameFr,
      parent_category_id: category.parentCategoryId ?? null,
      position: category.position ?? 0,
      created_at: now,
      updated_at: now,
    });
    if (category.parentCategoryId) {
      const users = await findUsersPreferringCategory(trx, tenantCode, category.parentCategoryId);
      await insertUserCategoriesOnBehalf(trx, tenantCode, users, categoryId, now);
    }
    return categoryId;
  });
}

/** Sets the tenant's category preference configuration (spec section 3): what the demo seed calls. */
export async function setCategoryPreferenceConfiguration(
  db: Kysely<Database>,
  tenantCode: string,
  updateFrequencyPeriod: number,
): Promise<void> {
  await upsertCategoryConfiguration(db, tenantCode, updateFrequencyPeriod, new Date().toISOString());
}

/**
 * Replaces a user's preferred categories (all confirmed now): what `POST /api/user/categories`
 * does, callable by the demo seed. Unknown or another tenant's ids are a 400 naming
 * `categoryIds.<index>`. Answers how many categories the user keeps.
 */
export async function saveUserCategories(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  categoryIds: readonly number[],
): Promise<number> {
  const known = new Set((await findCategoriesByIds(db, tenantCode, categoryIds)).map((row) => row.id));
  const errors: Record<string, string[]> = {};
  categoryIds.forEach((categoryId, index) => {
    if (!known.has(categoryId)) {
      errors[`categoryIds.${index}`] = [RESOURCE_MESSAGES.categoryUnknown];
    }
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', 'Some categories do not exist.', errors);
  }
  const distinct = [...new Set(categoryIds)];
  try {
    await db.transaction().execute(async (trx) => {
      await replaceUserCategories(trx, tenantCode, userCode, distinct, new Date().toISOString());
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('conflict', 'A category was just removed: choose again.');
    }
    throw error;
  }
  return distinct.length;
}

export type TCategoriesService = ReturnType<typeof createCategoriesService>;

/**
 * Categories of the resource library: the tenant's tree, those of a resource, the users' own
 * preferences and the tenant's category preference configuration.
 */
export function createCategoriesService(db: Kysely<Database>) {
  /** Every category of the tenant: parents first, then children, by position. */
  async function listCategories(actor: TResourceActor, locale: TLocaleCode): Promise<TCategory[]> {
    const rows = await findCategories(db, actor.tenantCode);
    return parentsFirst(rows).map((row) => presentCategory(row, locale));
  }

  /** The top-level categories, each with its children. */
  async function listParentCategories(actor: TResourceActor, locale: TLocaleCode): Promise<TParentCategory[]> {
    const rows = await findCategories(db, actor.tenantCode);
    return rows
      .filter((row) => row.parent_category_id === null)
      .map((parent) => ({
        ...presentCategory(parent, locale),
        children: rows.filter((row) => row.parent_category_id === parent.id).map((row) => presentCategory(row, locale)),
      }));
  }

  /** The categories of a resource the actor may see (admins: any; others: visible ones), else 404. */
  async function listResourceCategories(
    actor: TResourceActor,
    resourceId: number,
    locale: TLocaleCode,
  ): Promise<TCategory[]> {
    const resource = await findResourceById(db, actor.tenantCode, resourceId);
    if (!resource || (!isResourceAdmin(actor) && !isVisibleRow(resource))) {
      throw notFound('The resource');
    }
    return (await findCategoriesOfResource(db, actor.tenantCode, resourceId)).map((row) =>
      presentCategory(row, locale),
    );
  }

  /** The tenant's configuration, or the default (180 days) when it has none. */
  async function getConfiguration(actor: TResourceActor): Promise<TCategoryPreferenceConfiguration> {
    const row = await findCategoryConfiguration(db, actor.tenantCode);
    return { updateFrequencyPeriod: row?.update_frequency_period ?? CategoryPreferenceDefaults.updateFrequencyPeriod };
  }

  /** The actor's preferred categories with their flags. */
  async function listUserCategories(actor: TResourceActor, locale: TLocaleCode): Promise<TUserCategory[]> {
    const rows = await findUserCategories(db, actor.tenantCode, actor.userCode);
    return rows.map((row) => ({
      categoryId: row.id,
      code: row.code,
      name: categoryName(row, locale),
      parentCategoryId: row.parent_category_id,
      updatedAt: row.updated_at,
      isModified: toBool(row.is_modified),
      isInserted: toBool(row.is_inserted),
    }));
  }

  /** Replaces the actor's preferred categories. */
  function saveActorCategories(actor: TResourceActor, categoryIds: readonly number[]): Promise<number> {
    return saveUserCategories(db, actor.tenantCode, actor.userCode, categoryIds);
  }

  return {
    listCategories,
    listParentCategories,
    listResourceCategories,
    getConfiguration,
    listUserCategories,
    saveUserCategories: saveActorCategories,
  };
}
