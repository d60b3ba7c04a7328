import { ZLocationSchema, type TLocaleCode, type TLocation } from '@portal/contracts';
import type { TLocationRow } from './locations.repository.ts';

const statusSchema = ZLocationSchema.shape.status;

/** A location row as the API answers it, named in the asked language and in both. */
export function presentLocation(row: TLocationRow, locale: TLocaleCode): TLocation {
  return {
    locationId: row.id,
    code: row.code,
    name: locale === 'fr-CA' ? row.name_fr : row.name_en,
    nameEn: row.name_en,
    nameFr: row.name_fr,
    level: row.level,
    locationTypeCode: row.location_type_code,
    businessTypeCode: row.business_type_code,
    brandCode: row.brand_code,
    parentLocationId: row.parent_location_id,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    status: statusSchema.parse(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Locations sorted by their name in the asked language (pickers). */
export function presentLocationsByName(rows: TLocationRow[], locale: TLocaleCode): TLocation[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return rows.map((row) => presentLocation(row, locale)).sort((a, b) => collator.compare(a.name, b.name));
}
