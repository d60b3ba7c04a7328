import {
  ASSET_TYPE_CODES,
  ASSET_TYPE_NAMES,
  ASSET_TYPE_RULES,
  DURATION_TYPE_LABELS,
  DURATION_TYPE_NAMES,
  DURATION_TYPES,
  URL_ASSET_TYPE_CODES,
  type TAssetType,
  type TAssetTypeCode,
  type TLocaleCode,
} from '@portal/contracts';

/* The resource library's fixed reference lists (spec section 3 enumerations), named in a locale. */

export function presentAssetType(code: TAssetTypeCode, locale: TLocaleCode): TAssetType {
  const rule = ASSET_TYPE_RULES[code];
  const names = ASSET_TYPE_NAMES[code];
  return {
    assetTypeCode: code,
    name: names[locale],
    nameEn: names.en,
    nameFr: names['fr-CA'],
    isUrl: rule.url !== 'forbidden',
    url: rule.url,
    attachments: rule.attachments,
    mediaKinds: [...rule.mediaKinds],
    isUserUploadable: rule.isUserUploadable,
  };
}

/** `GET /api/Assets/AssetTypes` */
export function listAssetTypes(locale: TLocaleCode): TAssetType[] {
  return ASSET_TYPE_CODES.map((code) => presentAssetType(code, locale));
}

/** `GET /api/resources/refUrlTypes`: the asset types that are links. */
export function listUrlTypes(locale: TLocaleCode): TAssetType[] {
  return URL_ASSET_TYPE_CODES.map((code) => presentAssetType(code, locale));
}

/** `GET /api/resources/refDurationTypes` */
export function listDurationTypes(locale: TLocaleCode) {
  return DURATION_TYPES.map((code) => ({
    durationTypeCode: code,
    durationTypeName: DURATION_TYPE_NAMES[code],
    name: DURATION_TYPE_LABELS[code][locale],
  }));
}
