import type { TAssetTypeCode, TProfileActivityItem, TUploadReviewOutcome } from '@portal/contracts';
import type { TMessageKey } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-format';

const REVIEW_OUTCOME_KEYS: Record<TUploadReviewOutcome, TMessageKey> = {
  Approved: 'profile.activity.kind.uploadApproved',
  Rejected: 'profile.activity.kind.uploadRejected',
  Published: 'profile.activity.kind.uploadPublished',
};

/** What happened, as the item's first line says it ('Viewed 3 times', 'Your upload was approved'). */
export function activityActionOf(item: TProfileActivityItem): { key: TMessageKey; values?: Record<string, number> } {
  switch (item.kind) {
    case 'RESOURCE_VIEWED':
      return item.viewCount === 1
        ? { key: 'profile.activity.kind.viewedOnce' }
        : { key: 'profile.activity.kind.viewedTimes', values: { views: item.viewCount } };
    case 'FAVORITE_ADDED':
      return { key: 'profile.activity.kind.favorite' };
    case 'ASSIGNMENT_COMPLETED':
      return {
        key: item.isElective ? 'profile.activity.kind.completedElective' : 'profile.activity.kind.completedRequired',
      };
    case 'UPLOAD_SUBMITTED':
      return { key: 'profile.activity.kind.uploadSubmitted' };
    case 'UPLOAD_REVIEWED':
      return { key: REVIEW_OUTCOME_KEYS[item.outcome] };
  }
}

/** The asset types an item names, each once: the resource's, or the upload's one. */
export function assetTypesOf(item: TProfileActivityItem): readonly TAssetTypeCode[] {
  return item.kind === 'UPLOAD_SUBMITTED' || item.kind === 'UPLOAD_REVIEWED'
    ? [item.assetTypeCode]
    : [...new Set(item.assetTypeCodes)];
}

/** The local calendar day of an instant, as a key ('2026-01-05'); items of one day share a heading. */
export function localDayKey(isoInstant: string): string {
  const date = new Date(isoInstant);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** 'Monday, January 5, 2026' / 'lundi 5 janvier 2026': a day heading in the page's language. */
export function formatDayHeading(isoInstant: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(isoInstant));
}

/** '10:30 a.m.' / '10 h 30': the time of day in the page's language. */
export function formatTimeOfDay(isoInstant: string, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(isoInstant));
}

/** 'Jan 5, 2026' / '5 janv. 2026': a date in the page's language. */
export function formatShortDate(isoInstant: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(isoInstant));
}
