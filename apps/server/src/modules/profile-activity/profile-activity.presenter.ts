import {
  matchSupportedLocale,
  pickLocalizedText,
  userAssetStatusName,
  ZAssetTypeCodeSchema,
  ZUploadReviewOutcomeSchema,
  type TAssetTypeCode,
  type TCompletedResource,
  type TContribution,
  type TLocaleCode,
  type TProfileActivityItem,
  type TUserAssetStatusId,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type {
  TActivityEventRow,
  TAssignmentCompletionRow,
  TResourceSummaryRow,
  TUploadRow,
} from './profile-activity.repository.ts';

/** A resource as items show it: its title in the locale (else the other), types, and a link when openable. */
export type TResourceView = {
  resourceId: number | null;
  title: string;
  locale: TLocaleCode;
  assetTypeCodes: TAssetTypeCode[];
};

export function presentResourceView(
  row: TResourceSummaryRow,
  assetTypeCodes: readonly string[],
  locale: TLocaleCode,
  isOpenable: boolean,
): TResourceView {
  const picked = pickLocalizedText(
    {
      en: row.title_en ? { title: row.title_en } : null,
      'fr-CA': row.title_fr ? { title: row.title_fr } : null,
    },
    locale,
  );
  return {
    resourceId: isOpenable ? row.id : null,
    title: picked?.text.title ?? '',
    locale: picked?.locale ?? locale,
    assetTypeCodes: assetTypeCodes.map((code) => ZAssetTypeCodeSchema.parse(code)),
  };
}

/** An upload as items show it; `publishedResourceId` is the resource publishing created, when openable. */
function presentUploadFields(row: TUploadRow, fallbackLocale: TLocaleCode, publishedResourceId: number | null) {
  return {
    userAssetId: row.id,
    title: row.title,
    locale: matchSupportedLocale(row.locale) ?? fallbackLocale,
    assetTypeCode: ZAssetTypeCodeSchema.parse(row.asset_type_code),
    resourceId: publishedResourceId,
  };
}

export function presentViewItem(resource: TResourceView, event: TActivityEventRow): TProfileActivityItem {
  return {
    kind: 'RESOURCE_VIEWED',
    activityId: `view:${event.ref_id}`,
    occurredAt: event.occurred_at,
    ...resource,
    viewCount: event.view_count,
  };
}

export function presentFavoriteItem(resource: TResourceView, event: TActivityEventRow): TProfileActivityItem {
  return { kind: 'FAVORITE_ADDED', activityId: `favorite:${event.ref_id}`, occurredAt: event.occurred_at, ...resource };
}

export function presentCompletionItem(
  resource: TResourceView,
  assignment: Pick<TAssignmentCompletionRow, 'is_elective' | 'due_date'>,
  event: TActivityEventRow,
): TProfileActivityItem {
  return {
    kind: 'ASSIGNMENT_COMPLETED',
    activityId: `completion:${event.ref_id}`,
    occurredAt: event.occurred_at,
    ...resource,
    isElective: toBool(assignment.is_elective),
    dueDate: assignment.due_date,
  };
}

export function presentSubmissionItem(
  row: TUploadRow,
  fallbackLocale: TLocaleCode,
  publishedResourceId: number | null,
): TProfileActivityItem {
  return {
    kind: 'UPLOAD_SUBMITTED',
    activityId: `upload:${row.id}`,
    occurredAt: row.created_at,
    ...presentUploadFields(row, fallbackLocale, publishedResourceId),
  };
}

/** The review of an upload, or undefined when it has none (pending, never reviewed). */
export function presentReviewItem(
  row: TUploadRow,
  fallbackLocale: TLocaleCode,
  publishedResourceId: number | null,
): TProfileActivityItem | undefined {
  const outcome = ZUploadReviewOutcomeSchema.safeParse(userAssetStatusName(row.status_id as TUserAssetStatusId));
  if (!outcome.success || row.reviewed_at === null) {
    return undefined;
  }
  return {
    kind: 'UPLOAD_REVIEWED',
    activityId: `review:${row.id}`,
    occurredAt: row.reviewed_at,
    ...presentUploadFields(row, fallbackLocale, publishedResourceId),
    outcome: outcome.data,
    reviewComment: row.review_comment,
  };
}

export function presentCompletedResource(
  resource: TResourceView,
  assignment: TAssignmentCompletionRow & { completed_at: string },
): TCompletedResource {
  return {
    ...resource,
    isElective: toBool(assignment.is_elective),
    assignedAt: assignment.assigned_at,
    dueDate: assignment.due_date,
    completedAt: assignment.completed_at,
    isCompletedOnTime:
      assignment.due_date === null || Date.parse(assignment.completed_at) <= Date.parse(assignment.due_date),
  };
}

export function presentContribution(
  row: TUploadRow,
  fallbackLocale: TLocaleCode,
  publishedResourceId: number | null,
): TContribution {
  return {
    ...presentUploadFields(row, fallbackLocale, publishedResourceId),
    submittedAt: row.created_at,
    publishedAt: row.reviewed_at ?? row.created_at,
  };
}
