import type { TDurationType, TResourceStatus, TUserAssetStatusName } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';

/** Catalogue keys of the enumerations the pages show (asset types: `lib/asset-type-labels.ts`). */
export const RESOURCE_STATUS_LABELS: Record<TResourceStatus, TMessageKey> = {
  PENDING_PUBLISHING: 'resources.status.PENDING_PUBLISHING',
  PUBLISHED: 'resources.status.PUBLISHED',
  UNPUBLISHED: 'resources.status.UNPUBLISHED',
};

// Outline badges in these colours keep 4.5:1 on white (WCAG AA); Mantine's yellow and light variants do not.
const AMBER = '#9a5b00';

export const RESOURCE_STATUS_COLORS: Record<TResourceStatus, string> = {
  PENDING_PUBLISHING: AMBER,
  PUBLISHED: 'teal.9',
  UNPUBLISHED: 'gray.7',
};

export const USER_ASSET_STATUS_LABELS: Record<TUserAssetStatusName, TMessageKey> = {
  Pending: 'resources.uploadStatus.Pending',
  Approved: 'resources.uploadStatus.Approved',
  Rejected: 'resources.uploadStatus.Rejected',
  Published: 'resources.uploadStatus.Published',
};

export const USER_ASSET_STATUS_COLORS: Record<TUserAssetStatusName, string> = {
  Pending: AMBER,
  Approved: 'blue.9',
  Rejected: 'red.9',
  Published: 'teal.9',
};

export const DURATION_TYPE_LABELS: Record<TDurationType, TMessageKey> = {
  D: 'resources.durationType.D',
  H: 'resources.durationType.H',
  M: 'resources.durationType.M',
};
