import {
  LOCATION_HAS_CHILDREN,
  LOCATION_HAS_PEOPLE,
  LocationValidation,
  type TCreateLocationRequest,
  type TLocaleCode,
  type TLocation,
  type TUpdateLocationRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { resolveNameLocale, type TTenantReferenceService } from '../tenant-reference/tenant-reference.service.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import { isSameTenant } from './locations.policy.ts';
import { presentLocation, presentLocationsByName } from './locations.presenter.ts';
import {
  countUsersAtLocation,
  deleteLocation as deleteLocationRow,
  findActiveLocationsAtLevel,
  findChildLocationsSummary,
  findLocationById,
  findLocations,
  hasLocationWithCode,
  insertLocation,
  updateLocation as updateLocationRow,
  type TLocationRow,
} from './locations.repository.ts';

/** The reference data a location is checked against (the tenant-reference service). */
export type TLocationReference = Pick<TTenantReferenceService, 'findLocationType' | 'hasBusinessType' | 'findBrand'>;

type TLocationInput = TCreateLocationRequest | TUpdateLocationRequest;

function codeTaken(code: string): AppError {
  return new AppError('conflict', `Another location already has the code ${code}.`, {
    code: ['Another location of the tenant has this code'],
  });
}

/** Maps a constraint the database enforced (a race with another writer) to a 409, never a 500. */
function conflictOf(error: unknown, code: string): unknown {
  if (isUniqueViolation(error)) {
    return codeTaken(code);
  }
  if (isForeignKeyViolation(error)) {
    return new AppError('conflict', 'A location, location type, business type or brand it names just changed.');
  }
  return error;
}

const LOCATION_CHANGE = { area: 'locations', targetKind: 'location' } as const;

export type TLocationsService = ReturnType<typeof createLocationsService>;

/**
 * The location service (core service, `/api/location`): the tenant's location tree. A location's
 * level is its type's level and a parent is always at a lower level, so the tree has no cycles.
 * Checks and writes of one change run in one transaction.
 */
export function createLocationsService(db: Kysely<Database>, { reference }: { reference: TLocationReference }) {
  async function loadLocation(
    executor: Kysely<Database>,
    tenant: TResolvedTenant,
    locationId: number,
  ): Promise<TLocationRow> {
    const row = await findLocationById(executor, tenant.tenantCode, locationId);
    if (!row || !isSameTenant(tenant, row)) {
      throw notFound('The location');
    }
    return row;
  }

  /**
   * Checks the location's type, business type and brand against the tenant's reference data and
   * answers the level its type gives it; every problem at once, as field errors (400).
   */
  async function checkReferences(tenant: TResolvedTenant, input: TLocationInput): Promise<number> {
    const errors: Record<string, string[]> = {};
    const [type, hasBusinessType, brand] = await Promise.all([
      reference.findLocationType(tenant, input.locationTypeCode),
      input.businessTypeCode === null ? true : reference.hasBusinessType(tenant, input.businessTypeCode),
      input.brandCode === null ? undefined : reference.findBrand(tenant, input.brandCode),
    ]);
    if (!type) {
      errors.locationTypeCode = ['The tenant has no location type with this code'];
    } else if (input.level !== undefined && input.level !== type.level) {
      errors.level = [`Location type ${type.code} is at level ${type.level}`];
    }
    if (!hasBusinessType) {
      errors.businessTypeCode = ['The tenant has no business type with this code'];
    }
    if (input.brandCode !== null && !brand) {
      errors.brandCode = ['The tenant has no brand with this code'];
    } else if (brand?.businessTypeCode && brand.businessTypeCode !== input.businessTypeCode) {
      errors.brandCode = [`The brand belongs to business type ${brand.businessTypeCode}`];
    }
    if (!type || Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'The location is not valid.', errors);
    }
    return type.level;
  }

  /** The parent must be a location of the tenant, other than the location itself, at a lower level. */
  async function checkParent(
    executor: Kysely<Database>,
    tenant: TResolvedTenant,
    parentLocationId: number | null,
    level: number,
    locationId?: number,
  ): Promise<void> {
    if (parentLocationId === null) {
      return;
    }
    if (parentLocationId === locationId) {
      throw new AppError('validation_failed', 'The location is not valid.', {
        parentLocationId: ['A location cannot be its own parent'],
      });
    }
    const parent = await findLocationById(executor, tenant.tenantCode, parentLocationId);
    if (!parent || !isSameTenant(tenant, parent)) {
      throw new AppError('validation_failed', 'The location is not valid.', {
        parentLocationId: ['The tenant has no location with this id'],
      });
    }
    if (parent.level >= level) {
      throw new AppError('validation_failed', 'The location is not valid.', {
        parentLocationId: [`The parent is at level ${parent.level}; it must be above level ${level}`],
      });
    }
  }

  function columnsOf(input: TLocationInput, level: number, now: string) {
    return {
      code: input.code,
      name_en: input.nameEn,
      name_fr: input.nameFr ?? input.nameEn,
      level,
      location_type_code: input.locationTypeCode,
      business_type_code: input.businessTypeCode,
      brand_code: input.brandCode,
      parent_location_id: input.parentLocationId,
      address_line1: input.addressLine1,
      address_line2: input.addressLine2,
      city: input.city,
      province: input.province,
      postal_code: input.postalCode,
      country_code: input.countryCode,
      status: input.status,
      updated_at: now,
    };
  }

  /** Every location of the tenant, active or not, top levels first. */
  async function listLocations(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TLocation[]> {
    const nameLocale = resolveNameLocale(tenant, locale);
    return (await findLocations(db, tenant.tenantCode)).map((row) => presentLocation(row, nameLocale));
  }

  /** Active locations at a level, optionally of a business type and a brand, by name. */
  async function listLocationsAtLevel(
    tenant: TResolvedTenant,
    filter: { level: number; businessTypeCode?: string | undefined; brandCode?: string | undefined },
    locale?: TLocaleCode,
  ): Promise<TLocation[]> {
    const rows = await findActiveLocationsAtLevel(db, tenant.tenantCode, filter);
    return presentLocationsByName(rows, resolveNameLocale(tenant, locale));
  }

  /** One location of the tenant; 404 when unknown or another tenant's. */
  async function getLocation(tenant: TResolvedTenant, locationId: number, locale?: TLocaleCode): Promise<TLocation> {
    return presentLocation(await loadLocation(db, tenant, locationId), resolveNameLocale(tenant, locale));
  }

  /** The location as the audit log keeps it: as the API answers it, names in the tenant's language. */
  function audited(tenant: TResolvedTenant, row: TLocationRow): TLocation {
    return presentLocation(row, resolveNameLocale(tenant, undefined));
  }

  /** Creates a location: 400 on invalid references, 409 when its code is taken. Audited. */
  async function createLocation(
    tenant: TResolvedTenant,
    input: TCreateLocationRequest,
    actorUserCode: string,
  ): Promise<TLocation> {
    const level = await checkReferences(tenant, input);
    const now = new Date().toISOString();
    try {
      const row = await db.transaction().execute(async (trx) => {
        await checkParent(trx, tenant, input.parentLocationId, level);
        if (await hasLocationWithCode(trx, tenant.tenantCode, input.code)) {
          throw codeTaken(input.code);
        }
        const locationId = await insertLocation(trx, {
          tenant_code: tenant.tenantCode,
          ...columnsOf(input, level, now),
          created_at: now,
        });
        const created = await loadLocation(trx, tenant, locationId);
        await recordAdminChange(
          trx,
          { tenantCode: tenant.tenantCode, userCode: actorUserCode },
          { ...LOCATION_CHANGE, action: 'create', targetId: locationId, before: null, after: audited(tenant, created) },
        );
        return created;
      });
      return presentLocation(row, resolveNameLocale(tenant, undefined));
    } catch (error) {
      throw conflictOf(error, input.code);
    }
  }

  /**
   * Replaces a location's fields: 404 when unknown or another tenant's, 400 on invalid references,
   * 409 when its code is taken or its children would no longer sit below it.
   */
  async function updateLocation(
    tenant: TResolvedTenant,
    locationId: number,
    input: TUpdateLocationRequest,
    actorUserCode: string,
  ): Promise<TLocation> {
    await loadLocation(db, tenant, locationId);
    if (input.locationId !== undefined && input.locationId !== locationId) {
      throw new AppError('validation_failed', 'The location is not valid.', {
        locationId: ['The body names another location than the path'],
      });
    }
    const level = await checkReferences(tenant, input);
    const now = new Date().toISOString();
    try {
      const row = await db.transaction().execute(async (trx) => {
        const before = await loadLocation(trx, tenant, locationId);
        await checkParent(trx, tenant, input.parentLocationId, level, locationId);
        const children = await findChildLocationsSummary(trx, tenant.tenantCode, locationId);
        if (children.topLevel !== null && children.topLevel <= level) {
          throw new AppError(
            'conflict',
            `The location has child locations at level ${children.topLevel}: it cannot move to level ${level}.`,
          );
        }
        if (await hasLocationWithCode(trx, tenant.tenantCode, input.code, locationId)) {
          throw codeTaken(input.code);
        }
        if (!(await updateLocationRow(trx, tenant.tenantCode, locationId, columnsOf(input, level, now)))) {
          throw notFound('The location');
        }
        const after = await loadLocation(trx, tenant, locationId);
        await recordAdminChange(
          trx,
          { tenantCode: tenant.tenantCode, userCode: actorUserCode },
          {
            ...LOCATION_CHANGE,
            action: 'update',
            targetId: locationId,
            before: audited(tenant, before),
            after: audited(tenant, after),
          },
        );
        return after;
      });
      return presentLocation(row, resolveNameLocale(tenant, undefined));
    } catch (error) {
      throw conflictOf(error, input.code);
    }
  }

  /** Deletes a location: 404 when unknown or another tenant's, 409 while children or users hang on it. */
  async function deleteLocation(tenant: TResolvedTenant, locationId: number, actorUserCode: string): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        const before = await loadLocation(trx, tenant, locationId);
        const children = await findChildLocationsSummary(trx, tenant.tenantCode, locationId);
        if (children.count > 0) {
          throw new AppError(
            'conflict',
            `The location has ${children.count} child location(s): move or delete them first.`,
            { locationId: [LOCATION_HAS_CHILDREN] },
          );
        }
        const users = await countUsersAtLocation(trx, tenant.tenantCode, locationId);
        if (users > 0) {
          throw new AppError('conflict', `${users} user(s) are at this location: move them first.`, {
            locationId: [LOCATION_HAS_PEOPLE],
          });
        }
        if (!(await deleteLocationRow(trx, tenant.tenantCode, locationId))) {
          throw notFound('The location');
        }
        await recordAdminChange(
          trx,
          { tenantCode: tenant.tenantCode, userCode: actorUserCode },
          { ...LOCATION_CHANGE, action: 'delete', targetId: locationId, before: audited(tenant, before), after: null },
        );
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError('conflict', 'A child location was just added to this location.');
      }
      throw error;
    }
  }

  /**
   * The location and its ancestors, top of the tree first (empty when the id is null or unknown):
   * what the users module names a user's location with (`locationNames`).
   */
  async function findLocationTrail(
    tenant: TResolvedTenant,
    locationId: number | null,
    locale?: TLocaleCode,
  ): Promise<TLocation[]> {
    const nameLocale = resolveNameLocale(tenant, locale);
    const trail: TLocation[] = [];
    let nextId = locationId;
    // Levels strictly decrease upwards, so the walk ends; the bound guards against bad data anyway.
    for (let depth = 0; nextId !== null && depth < LocationValidation.maxLevel; depth += 1) {
      const row = await findLocationById(db, tenant.tenantCode, nextId);
      if (!row) {
        break;
      }
      trail.unshift(presentLocation(row, nameLocale));
      nextId = row.parent_location_id;
    }
    return trail;
  }

  return {
    listLocations,
    listLocationsAtLevel,
    getLocation,
    createLocation,
    updateLocation,
    deleteLocation,
    findLocationTrail,
  };
}
