import {
  isResourceVisible,
  pickLocalizedText,
  ZAssetTypeCodeSchema,
  ZDurationTypeSchema,
  ZResourceStatusSchema,
  type TAdminResourceListItem,
  type TAsset,
  type TAssetListItem,
  type TCategory,
  type TLocaleCode,
  type TResource,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TCategoryRow } from './categories.repository.ts';
import type { TAssetRow, TAttachmentRow, TResourceRow } from './resources.repository.ts';

/** A resource row's texts per locale (a locale without a title has none). */
export function resourceTexts(row: Pick<TResourceRow, 'title_en' | 'title_fr' | 'description_en' | 'description_fr'>) {
  return {
    en: row.title_en ? { title: row.title_en, description: row.description_en } : null,
    'fr-CA': row.title_fr ? { title: row.title_fr, description: row.description_fr } : null,
  };
}

/** The title and description shown in a locale, falling back to the other locale's. */
export function localizedResourceText(row: TResourceRow, locale: TLocaleCode) {
  const picked = pickLocalizedText(resourceTexts(row), locale);
  return {
    title: picked?.text.title ?? '',
    description: picked?.text.description ?? null,
    locale: picked?.locale ?? locale,
  };
}

function assetTexts(row: Pick<TAssetRow, 'title_en' | 'title_fr'>) {
  return {
    en: row.title_en ? { title: row.title_en } : null,
    'fr-CA': row.title_fr ? { title: row.title_fr } : null,
  };
}

export function isVisibleRow(row: TResourceRow, now: Date = new Date()): boolean {
  return isResourceVisible({ status: row.status, effectiveDate: row.effective_date, expiryDate: row.expiry_date }, now);
}

/** An asset with its attachments, titled in the locale (else the other one, else the resource's title). */
export function presentAsset(
  row: TAssetRow,
  attachments: readonly TAttachmentRow[],
  locale: TLocaleCode,
  fallbackTitle: string,
): TAsset {
  const texts = assetTexts(row);
  return {
    assetId: row.id,
    assetTypeCode: ZAssetTypeCodeSchema.parse(row.asset_type_code),
    title: pickLocalizedText(texts, locale)?.text.title ?? fallbackTitle,
    texts,
    url: row.url,
    position: row.position,
    assetAttachments: attachments.map((attachment) => ({
      mediaId: attachment.media_id,
      sizeInBytes: Number(attachment.size_in_bytes),
      contentType: attachment.content_type,
      fileName: attachment.file_name,
    })),
  };
}

export type TResourceDetails = {
  row: TResourceRow;
  assets: readonly TAssetRow[];
  attachments: readonly TAttachmentRow[];
  categories: readonly TCategoryRow[];
  isFavorite: boolean;
};

/** A resource with everything it holds, texts in the locale. */
export function presentResource(details: TResourceDetails, locale: TLocaleCode, now: Date = new Date()): TResource {
  const { row } = details;
  const text = localizedResourceText(row, locale);
  return {
    resourceId: row.id,
    status: ZResourceStatusSchema.parse(row.status),
    title: text.title,
    description: text.description,
    locale: text.locale,
    texts: resourceTexts(row),
    thumbnailMediaId: row.thumbnail_media_id,
    durationValue: row.duration_value,
    durationType: row.duration_type === null ? null : ZDurationTypeSchema.parse(row.duration_type),
    effectiveDate: row.effective_date,
    expiryDate: row.expiry_date,
    isFeatured: toBool(row.is_featured),
    isElectrified: toBool(row.is_electrified),
    isVisible: isVisibleRow(row, now),
    isFavorite: details.isFavorite,
    categories: details.categories.map((category) => ({
      categoryId: category.id,
      name: categoryName(category, locale),
    })),
    assets: details.assets.map((asset) =>
      presentAsset(
        asset,
        details.attachments.filter((attachment) => attachment.asset_id === asset.id),
        locale,
        text.title,
      ),
    ),
    createdDate: row.created_at,
    createdBy: row.created_by,
    modifiedDate: row.updated_at,
    modifiedBy: row.updated_by,
    publishedDate: row.published_at,
  };
}

export type TListExtras = {
  assetTypeCodes: Map<number, string[]>;
  categoryIds: Map<number, number[]>;
  favoriteIds: Set<number>;
  viewCounts: Map<number, number>;
};

function assetTypeCodesOf(extras: TListExtras, resourceId: number) {
  return (extras.assetTypeCodes.get(resourceId) ?? []).map((code) => ZAssetTypeCodeSchema.parse(code));
}

/** A resource as the feed lists it. */
export function presentAssetListItem(row: TResourceRow, extras: TListExtras, locale: TLocaleCode): TAssetListItem {
  const text = localizedResourceText(row, locale);
  return {
    resourceId: row.id,
    title: text.title,
    description: text.description,
    locale: text.locale,
    thumbnailMediaId: row.thumbnail_media_id,
    durationValue: row.duration_value,
    durationType: row.duration_type === null ? null : ZDurationTypeSchema.parse(row.duration_type),
    assetTypeCodes: assetTypeCodesOf(extras, row.id),
    categoryIds: extras.categoryIds.get(row.id) ?? [],
    effectiveDate: row.effective_date,
    expiryDate: row.expiry_date,
    isFeatured: toBool(row.is_featured),
    isElectrified: toBool(row.is_electrified),
    isFavorite: extras.favoriteIds.has(row.id),
    viewCount: extras.viewCounts.get(row.id) ?? 0,
    createdDate: row.created_at,
    modifiedDate: row.updated_at,
  };
}

/** A resource as the admin list shows it. */
export function presentAdminListItem(
  row: TResourceRow,
  extras: TListExtras,
  locale: TLocaleCode,
  now: Date = new Date(),
): TAdminResourceListItem {
  const text = localizedResourceText(row, locale);
  return {
    resourceId: row.id,
    title: text.title,
    locale: text.locale,
    status: ZResourceStatusSchema.parse(row.status),
    assetTypeCodes: assetTypeCodesOf(extras, row.id),
    thumbnailMediaId: row.thumbnail_media_id,
    effectiveDate: row.effective_date,
    expiryDate: row.expiry_date,
    isFeatured: toBool(row.is_featured),
    isElectrified: toBool(row.is_electrified),
    isVisible: isVisibleRow(row, now),
    viewCount: extras.viewCounts.get(row.id) ?? 0,
    createdDate: row.created_at,
    createdBy: row.created_by,
    modifiedDate: row.updated_at,
    modifiedBy: row.updated_by,
  };
}

/** A category's name in a locale (French for fr-CA). */
export function categoryName(row: Pick<TCategoryRow, 'name_en' | 'name_fr'>, locale: TLocaleCode): string {
  return locale === 'fr-CA' ? row.name_fr : row.name_en;
}

export function presentCategory(row: TCategoryRow, locale: TLocaleCode): TCategory {
  return {
    categoryId: row.id,
    code: row.code,
    name: categoryName(row, locale),
    nameEn: row.name_en,
    nameFr: row.name_fr,
    parentCategoryId: row.parent_category_id,
    position: row.position,
  };
}
