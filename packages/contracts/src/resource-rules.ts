import type { TLocaleCode } from './locale-codes.ts';

/**
 * The resource library's rules, apart from its schemas (resources.ts): asset types, statuses,
 * limits, defaults, permissions, addresses and message keys. The resource feed and its cards ask
 * these; a bundled chunk holds a whole module, so importing them from resources.ts brought zod and
 * every resource schema with them.
 */

/** Asset types, in the order pickers show them. */
export const ASSET_TYPE_CODES = [
  'DOCUMENT',
  'URL_WEBINAR',
  'VIDEO_MP4',
  'URL_PODCAST',
  'COURSE_HOSTED',
  'POWERPOINT',
  'IMAGE',
] as const;
export type TAssetTypeCode = (typeof ASSET_TYPE_CODES)[number];

/** Resource statuses: created as PENDING_PUBLISHING, then published and unpublished at will. */
export const RESOURCE_STATUSES = ['PENDING_PUBLISHING', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type TResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** Duration types (spec: D/DAYS, M/MINUTES, H/HOURS). */
export const DURATION_TYPES = ['D', 'M', 'H'] as const;
export type TDurationType = (typeof DURATION_TYPES)[number];
export const DURATION_TYPE_NAMES: Record<TDurationType, string> = { D: 'DAYS', M: 'MINUTES', H: 'HOURS' };

/** Kinds of media the media service classifies uploads into (`media.kind`). */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document', 'presentation', 'spreadsheet'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

type TAssetTypeRule = {
  /** Whether the asset carries a link (URL types) instead of, or besides, files. */
  url: 'required' | 'optional' | 'forbidden';
  attachments: 'required' | 'optional' | 'forbidden';
  /** Media kinds its attachments may be. */
  mediaKinds: readonly TMediaKind[];
  /** Spec section 2 "Home search panel" toggle the type belongs to. */
  searchGroup: 'DOCUMENT' | 'WEBINAR' | 'VIDEO' | 'PODCAST' | 'COURSE' | 'POWERPOINT' | 'IMAGE';
  /** Whether learners may upload assets of this type (`GET /api/Assets/GetUserAssetTypes`). */
  isUserUploadable: boolean;
};

/**
 * What each asset type holds. URL types need an http(s) link; file types need at least one
 * attachment of their media kinds; a podcast is a link or an audio file (or both).
 */
export const ASSET_TYPE_RULES: Record<TAssetTypeCode, TAssetTypeRule> = {
  DOCUMENT: {
    url: 'forbidden',
    attachments: 'required',
    mediaKinds: ['document', 'spreadsheet'],
    searchGroup: 'DOCUMENT',
    isUserUploadable: true,
  },
  URL_WEBINAR: {
    url: 'required',
    attachments: 'forbidden',
    mediaKinds: [],
    searchGroup: 'WEBINAR',
    isUserUploadable: true,
  },
  VIDEO_MP4: {
    url: 'forbidden',
    attachments: 'required',
    mediaKinds: ['video'],
    searchGroup: 'VIDEO',
    isUserUploadable: true,
  },
  URL_PODCAST: {
    url: 'optional',
    attachments: 'optional',
    mediaKinds: ['audio'],
    searchGroup: 'PODCAST',
    isUserUploadable: true,
  },
  COURSE_HOSTED: {
    url: 'required',
    attachments: 'forbidden',
    mediaKinds: [],
    searchGroup: 'COURSE',
    isUserUploadable: false,
  },
  POWERPOINT: {
    url: 'forbidden',
    attachments: 'required',
    mediaKinds: ['presentation'],
    searchGroup: 'POWERPOINT',
    isUserUploadable: true,
  },
  IMAGE: {
    url: 'forbidden',
    attachments: 'required',
    mediaKinds: ['image'],
    searchGroup: 'IMAGE',
    isUserUploadable: true,
  },
};

/** Names of the asset types in both languages (`GET /api/Assets/AssetTypes`). */
export const ASSET_TYPE_NAMES: Record<TAssetTypeCode, Record<TLocaleCode, string>> = {
  DOCUMENT: { en: 'Document', 'fr-CA': 'Document' },
  URL_WEBINAR: { en: 'Webinar', 'fr-CA': 'Webinaire' },
  VIDEO_MP4: { en: 'Video', 'fr-CA': 'Vidéo' },
  URL_PODCAST: { en: 'Podcast', 'fr-CA': 'Balado' },
  COURSE_HOSTED: { en: 'Course', 'fr-CA': 'Cours' },
  POWERPOINT: { en: 'PowerPoint', 'fr-CA': 'PowerPoint' },
  IMAGE: { en: 'Image', 'fr-CA': 'Image' },
};

export const DURATION_TYPE_LABELS: Record<TDurationType, Record<TLocaleCode, string>> = {
  D: { en: 'Days', 'fr-CA': 'Jours' },
  M: { en: 'Minutes', 'fr-CA': 'Minutes' },
  H: { en: 'Hours', 'fr-CA': 'Heures' },
};

/** The asset types whose content is a link (`GET /api/resources/refUrlTypes`). */
export const URL_ASSET_TYPE_CODES = ASSET_TYPE_CODES.filter((code) => ASSET_TYPE_RULES[code].url !== 'forbidden');

// ---------------------------------------------------------------------------------------------
// Limits and constants (spec section 9)

export const ResourceValidation = {
  maxTitleLength: 200,
  /** Descriptions are sanitized HTML (lib/sanitize-html on the server). */
  maxDescriptionLength: 8000,
  maxUrlLength: 2048,
  maxAssetsPerResource: 50,
  maxAttachmentsPerAsset: 10,
  maxCategoriesPerResource: 20,
  maxDurationValue: 100_000,
  maxIdsPerRequest: 100,
  maxUserCodesPerRequest: 500,
  maxUserCodeLength: 64,
  maxSearchTextLength: 200,
  maxReviewCommentLength: 1000,
  /** Ids are 32-bit database integers. */
  maxId: 2_147_483_647,
} as const;

export const ResourceDefaults = {
  /** Spec section 9: default thumbnail 121x121. */
  thumbnailWidth: 121,
  thumbnailHeight: 121,
  /** Spec section 9: user asset expiry default, years after the effective date. */
  userAssetExpiryYears: 5,
  /** Views counted by the trending lists and the dashboard widget. */
  trendingWindowDays: 30,
  /** Items of the non-paged feed widgets (`GET /api/assets/favorites`, `/trending`). */
  widgetItems: 10,
  /** Rows of the Excel export at most. */
  maxReportRows: 10_000,
} as const;

/** The product module this file is about. */
export const RESOURCE_MODULE_CODE = 'RESOURCELIBRARY' as const;

/** Permissions of the module (packages/contracts/src/modules.ts). */
export const ResourcePermissions = {
  /** Creates, edits, publishes and deletes resources; assigns and recommends; reviews uploads. */
  admin: 'RESOURCELIBRARY_ADMIN',
  /** Reviews learners' uploads (approve, reject, publish). */
  reviewUploads: 'RESOURCELIBRARY_REVIEW_UPLOADS',
  /** A user feature: uploads assets of one's own (saved as Pending). */
  userUpload: 'RESOURCELIBRARY_USER_UPLOAD',
  /** The module's reports (`reportPermission('RESOURCELIBRARY')`). */
  viewReports: 'RESOURCELIBRARY_VIEW_REPORTS',
} as const;

/** Where the web app opens a resource of the feed (search documents carry it as `url`). */
export function resourceFeedPath(resourceId: number): string {
  return `/resources/${resourceId}`;
}

// ---------------------------------------------------------------------------------------------
// Messages of the server-side rules: a stable key and the English text. The catalogues hold the
// translations (`resources.validation.*`); `values` fill `{{placeholders}}`.

export const RESOURCE_MESSAGES = {
  titleRequired: 'A title is required in at least one language',
  durationTypeRequired: 'Choose the unit of the duration',
  durationValueRequired: 'Enter the duration',
  expiryBeforeEffective: 'The expiry date must be after the effective date',
  categoryUnknown: 'This category does not exist',
  categoryDuplicate: 'This category is listed twice',
  thumbnailUnknown: 'The thumbnail image was not found',
  thumbnailNotImage: 'The thumbnail must be an image',
  assetRequired: 'Add at least one asset',
  assetTitleRequired: 'The asset needs a title in at least one language',
  assetUnknown: 'This asset does not belong to the resource',
  assetDuplicate: 'This asset is listed twice',
  urlRequired: 'Enter the link of this asset',
  urlInvalid: 'Enter a link that starts with http:// or https://',
  urlNotAllowed: 'This type of asset has no link',
  attachmentRequired: 'Attach at least one file to this asset',
  attachmentsNotAllowed: 'This type of asset has no files',
  attachmentUnknown: 'The file was not found',
  attachmentWrongKind: 'This file type does not fit the asset type',
  attachmentDuplicate: 'This file is attached twice',
  podcastNeedsUrlOrAudio: 'A podcast needs a link or an audio file',
  mediaRequired: 'Attach a file',
  mediaNotAllowed: 'This type of asset has no file',
  assetTypeNotUploadable: 'This type of asset cannot be uploaded',
  resourceUnknown: 'This resource does not exist',
  resourceMismatch: 'The body names another resource than the path',
  resourceNotPublished: 'This resource is not published',
  userUnknown: 'This user does not exist',
  alreadyAssigned: 'Already assigned to this user',
  resourceNotVisible: 'This resource is not available to learners yet, or no longer',
  statusChangeNotAllowed: 'Only reviewers change the status of an upload',
  userAssetLocked: 'This upload was already reviewed and can no longer be changed',
  userAssetUnknown: 'This upload does not exist',
} as const;
export type TResourceMessageName = keyof typeof RESOURCE_MESSAGES;

/** The catalogue key of a message: `resources.validation.<name>`. */
export function resourceMessageKey(name: TResourceMessageName): string {
  return `resources.validation.${name}`;
}

/** The key of an English message text (the texts of a `400 validation_failed` problem), or undefined. */
export function resourceMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(RESOURCE_MESSAGES).find(([, message]) => message === text);
  return entry ? `resources.validation.${entry[0]}` : undefined;
}

/** One broken rule: the field (dotted path into the request body), its message key and text. */
