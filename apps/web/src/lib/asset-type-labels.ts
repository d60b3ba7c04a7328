import type { TAssetTypeCode } from '@portal/contracts';
import type { TMessageKey } from './i18n';

/**
 * The asset types' names, one text per type wherever they show (the library, search results, the
 * profile): a tenant that renames a type in its strings sees the new name everywhere.
 */
export const ASSET_TYPE_LABELS: Record<TAssetTypeCode, TMessageKey> = {
  DOCUMENT: 'resources.assetType.DOCUMENT',
  URL_WEBINAR: 'resources.assetType.URL_WEBINAR',
  VIDEO_MP4: 'resources.assetType.VIDEO_MP4',
  URL_PODCAST: 'resources.assetType.URL_PODCAST',
  COURSE_HOSTED: 'resources.assetType.COURSE_HOSTED',
  POWERPOINT: 'resources.assetType.POWERPOINT',
  IMAGE: 'resources.assetType.IMAGE',
};
