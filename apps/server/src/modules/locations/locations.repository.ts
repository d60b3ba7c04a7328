import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, LocationsTable } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

const locationColumns = [
  'id',
  'tenant_code',
  'code',
  'name_en',
  'name_fr',
  'level',
  'location_type_code',
  'business_type_code',
  'brand_code',
  'parent_location_id',
  'address_line1',
  'address_line2',
  'city',
  'province',
  'postal_code',
  'country_code',
  'status',
  'created_at',
  'updated_at',
] as const;

export type TLocationRow = NonNullable<Awaited<ReturnType<typeof findLocationById>>>;

/** Every location of the tenant, top levels first. */
export async function findLocations(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('locations')
    .select(locationColumns)
    .where('tenant_code', '=', tenantCode)
    .orderBy('level')
    .orderBy('code')
    .execute();
}

/** Active locations at a level, optionally of one business type and brand. */
export async function findActiveLocationsAtLevel(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { level: number; businessTypeCode?: string | undefined; brandCode?: string | undefined },
) {
  let query = db
    .selectFrom('locations')
    .select(locationColumns)
    .where('tenant_code', '=', tenantCode)
    .where('level', '=', filter.level)
    .where('status', '=', 'ACTIVE');
  if (filter.businessTypeCode !== undefined) {
    query = query.where('business_type_code', '=', filter.businessTypeCode);
  }
  if (filter.brandCode !== undefined) {
    query = query.where('brand_code', '=', filter.brandCode);
  }
  return query.orderBy('code').execute();
}

/** The tenant's location with this id, or undefined (also when it belongs to another tenant). */
export async function findLocationById(db: Kysely<Database>, tenantCode: string, locationId: number) {
  return db
    .selectFrom('locations')
    .select(locationColumns)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', locationId)
    .executeTakeFirst();
}

/** Whether another location of the tenant already has this code. */
export async function hasLocationWithCode(
  db: Kysely<Database>,
  tenantCode: string,
  code: string,
  exceptLocationId?: number,
): Promise<boolean> {
  let query = db.selectFrom('locations').select('id').where('tenant_code', '=', tenantCode).where('code', '=', code);
  if (exceptLocationId !== undefined) {
    query = query.where('id', '!=', exceptLocationId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many child locations a location has, and the highest level (smallest number) among them. */
export async function findChildLocationsSummary(
  db: Kysely<Database>,
  tenantCode: string,
  locationId: number,
): Promise<{ count: number; topLevel: number | null }> {
  const row = await db
    .selectFrom('locations')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('level').as('top_level')])
    .where('tenant_code', '=', tenantCode)
    .where('parent_location_id', '=', locationId)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), topLevel: row?.top_level ?? null };
}

/**
 * How many users of the tenant are at the location. `users.location_id` references this module's
 * table without a foreign key (SQLite cannot add one to an existing table), so deletes check here.
 */
export async function countUsersAtLocation(db: Kysely<Database>, tenantCode: string, locationId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Inserts a location; returns its id. */
export async function insertLocation(db: Kysely<Database>, values: Insertable<LocationsTable>): Promise<number> {
  const row = await db.insertInto('locations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a location's fields; false when the tenant has no such location. */
export async function updateLocation(
  db: Kysely<Database>,
  tenantCode: string,
  locationId: number,
  values: Omit<Updateable<LocationsTable>, 'id' | 'tenant_code' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('locations')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', locationId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a location; false when the tenant has no such location. */
export async function deleteLocation(db: Kysely<Database>, tenantCode: string, locationId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('locations')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', locationId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
