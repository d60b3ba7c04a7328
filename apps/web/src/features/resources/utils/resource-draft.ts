import type {
  TAssetAttachment,
  TAssetTypeCode,
  TCreateResourceRequest,
  TDurationType,
  TResource,
  TResourceTexts,
} from '@portal/contracts';
import { fromDateInputValue, toDateInputValue } from './format';

export type TAttachmentDraft = Pick<TAssetAttachment, 'mediaId' | 'fileName' | 'sizeInBytes' | 'contentType'>;

export type TAssetDraft = {
  /** Stable key for React lists (assets without an id yet included). */
  key: string;
  assetId: number | undefined;
  assetTypeCode: TAssetTypeCode;
  titleEn: string;
  titleFr: string;
  url: string;
  attachments: TAttachmentDraft[];
};

export type TResourceDraft = {
  titleEn: string;
  descriptionEn: string;
  titleFr: string;
  descriptionFr: string;
  categoryIds: number[];
  durationValue: number | null;
  durationType: TDurationType | null;
  /** `YYYY-MM-DD` of the date inputs; '' for none. */
  effectiveDate: string;
  expiryDate: string;
  /** The saved date-times, kept when the date shown did not change (no drift to midnight). */
  savedEffectiveDate: string | null;
  savedExpiryDate: string | null;
  isFeatured: boolean;
  isElectrified: boolean;
  thumbnail: { mediaId: string } | null;
  assets: TAssetDraft[];
};

let nextKey = 1;

export function newAssetDraft(assetTypeCode: TAssetTypeCode = 'DOCUMENT'): TAssetDraft {
  return {
    key: `new-${nextKey++}`,
    assetId: undefined,
    assetTypeCode,
    titleEn: '',
    titleFr: '',
    url: '',
    attachments: [],
  };
}

export function emptyResourceDraft(): TResourceDraft {
  return {
    titleEn: '',
    descriptionEn: '',
    titleFr: '',
    descriptionFr: '',
    categoryIds: [],
    durationValue: null,
    durationType: null,
    effectiveDate: '',
    expiryDate: '',
    savedEffectiveDate: null,
    savedExpiryDate: null,
    isFeatured: false,
    isElectrified: false,
    thumbnail: null,
    assets: [newAssetDraft()],
  };
}

/** The form's values for a saved resource. */
export function draftFromResource(resource: TResource): TResourceDraft {
  return {
    titleEn: resource.texts.en?.title ?? '',
    descriptionEn: resource.texts.en?.description ?? '',
    titleFr: resource.texts['fr-CA']?.title ?? '',
    descriptionFr: resource.texts['fr-CA']?.description ?? '',
    categoryIds: resource.categories.map((category) => category.categoryId),
    durationValue: resource.durationValue,
    durationType: resource.durationType,
    effectiveDate: toDateInputValue(resource.effectiveDate),
    expiryDate: toDateInputValue(resource.expiryDate),
    savedEffectiveDate: resource.effectiveDate,
    savedExpiryDate: resource.expiryDate,
    isFeatured: resource.isFeatured,
    isElectrified: resource.isElectrified,
    thumbnail: resource.thumbnailMediaId ? { mediaId: resource.thumbnailMediaId } : null,
    assets: [...resource.assets]
      .sort((left, right) => left.position - right.position)
      .map((asset) => ({
        key: `asset-${asset.assetId}`,
        assetId: asset.assetId,
        assetTypeCode: asset.assetTypeCode,
        titleEn: asset.texts.en?.title ?? '',
        titleFr: asset.texts['fr-CA']?.title ?? '',
        url: asset.url ?? '',
        attachments: asset.assetAttachments.map(({ mediaId, fileName, sizeInBytes, contentType }) => ({
          mediaId,
          fileName,
          sizeInBytes,
          contentType,
        })),
      })),
  };
}

function textOf(title: string, description: string): TResourceTexts['en'] {
  const trimmedTitle = title.trim();
  const trimmedDescription = description.trim();
  if (trimmedTitle === '' && trimmedDescription === '') {
    return null;
  }
  return { title: trimmedTitle, description: trimmedDescription === '' ? null : trimmedDescription };
}

function assetTitleOf(title: string): { title: string } | null {
  return title.trim() === '' ? null : { title: title.trim() };
}

function dateOf(input: string, saved: string | null): string | null {
  if (saved !== null && toDateInputValue(saved) === input) {
    return saved;
  }
  return fromDateInputValue(input);
}

/** The body of the create, update and validate calls. */
export function requestFromDraft(draft: TResourceDraft): TCreateResourceRequest {
  return {
    texts: { en: textOf(draft.titleEn, draft.descriptionEn), 'fr-CA': textOf(draft.titleFr, draft.descriptionFr) },
    thumbnailMediaId: draft.thumbnail?.mediaId ?? null,
    durationValue: draft.durationValue,
    durationType: draft.durationType,
    effectiveDate: dateOf(draft.effectiveDate, draft.savedEffectiveDate),
    expiryDate: dateOf(draft.expiryDate, draft.savedExpiryDate),
    isFeatured: draft.isFeatured,
    isElectrified: draft.isElectrified,
    categoryIds: draft.categoryIds,
    assets: draft.assets.map((asset) => ({
      ...(asset.assetId === undefined ? {} : { assetId: asset.assetId }),
      assetTypeCode: asset.assetTypeCode,
      texts: { en: assetTitleOf(asset.titleEn), 'fr-CA': assetTitleOf(asset.titleFr) },
      url: asset.url.trim() === '' ? null : asset.url.trim(),
      assetAttachments: asset.attachments.map(({ mediaId }) => ({ mediaId })),
    })),
  };
}
