import {
  buildImageUrl,
  type TAdminOrder,
  type TAdminReward,
  type TLocaleCode,
  type TOrder,
  type TOrderStatus,
  type TReward,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TAdminOrderListRow, TOrderListRow, TRewardRow } from './stores.repository.ts';

/* Rows of the store's tables as the contracts' shapes. */

export function localized(locale: TLocaleCode, en: string, fr: string): string {
  return locale === 'fr-CA' ? fr || en : en || fr;
}

/** The media service's image URL on this origin (the web app picks a CDN when the tenant has one). */
export function imageUrlOf(tenantCode: string, mediaId: string | null): string | null {
  return mediaId ? buildImageUrl([], mediaId, tenantCode) : null;
}

export function presentReward(row: TRewardRow, locale: TLocaleCode, redeemedByMe: number): TReward {
  return {
    rewardId: row.id,
    name: localized(locale, row.name_en, row.name_fr),
    description: localized(locale, row.description_en, row.description_fr),
    imageMediaId: row.image_media_id,
    imageUrl: imageUrlOf(row.tenant_code, row.image_media_id),
    coinPrice: row.coin_price,
    stockLeft: row.stock,
    perPersonLimit: row.per_person_limit,
    redeemedByMe,
  };
}

export function presentAdminReward(row: TRewardRow, unitsOrdered: number): TAdminReward {
  return {
    rewardId: row.id,
    nameEn: row.name_en,
    nameFr: row.name_fr,
    descriptionEn: row.description_en,
    descriptionFr: row.description_fr,
    imageMediaId: row.image_media_id,
    imageUrl: imageUrlOf(row.tenant_code, row.image_media_id),
    coinPrice: row.coin_price,
    stock: row.stock,
    perPersonLimit: row.per_person_limit,
    active: toBool(row.active),
    unitsOrdered,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentOrder(row: TOrderListRow, locale: TLocaleCode): TOrder {
  return {
    orderId: row.id,
    rewardId: row.reward_id,
    rewardName: localized(locale, row.name_en, row.name_fr),
    imageMediaId: row.image_media_id,
    imageUrl: imageUrlOf(row.tenant_code, row.image_media_id),
    quantity: row.quantity,
    coins: row.coins,
    status: row.status as TOrderStatus,
    placedAt: row.placed_at,
    updatedAt: row.updated_at,
  };
}

export function presentAdminOrder(row: TAdminOrderListRow, locale: TLocaleCode): TAdminOrder {
  return {
    ...presentOrder(row, locale),
    userCode: row.user_code,
    displayName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
  };
}
