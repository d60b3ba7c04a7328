import {
  ProfileActivityValidation,
  type TCompletedResource,
  type TGetProfileAccomplishmentsResponse,
  type TGetProfileActivityResponse,
  type TLocaleCode,
  type TProfileActivityItem,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWindow } from '../../lib/listing.ts';
import { canOpenResource, isOwnRow, isSameTenant, type TProfileActor } from './profile-activity.policy.ts';
import {
  presentCompletedResource,
  presentCompletionItem,
  presentContribution,
  presentFavoriteItem,
  presentResourceView,
  presentReviewItem,
  presentSubmissionItem,
  presentViewItem,
  type TResourceView,
} from './profile-activity.presenter.ts';
import {
  countActivity,
  findActivityPage,
  findAssetTypesOfResources,
  findAssignmentsOfResources,
  findAssignmentsWithCompletion,
  findPublishedUploads,
  findResourceSummaries,
  findUploadsOfUser,
  type TActivityEventRow,
  type TUploadRow,
} from './profile-activity.repository.ts';

export type TProfileActivityService = ReturnType<typeof createProfileActivityService>;

/**
 * The signed-in user's activity feed and accomplishments (contracts `profile-activity.ts`), read
 * from the resource library's records of that user in the host's tenant.
 */
export function createProfileActivityService(db: Kysely<Database>) {
  /** The resources as items show them, keyed by id; rows of another tenant are dropped. */
  async function loadResourceViews(
    actor: TProfileActor,
    resourceIds: readonly number[],
    locale: TLocaleCode,
    now: Date,
  ): Promise<Map<number, TResourceView>> {
    const [rows, assetTypes] = await Promise.all([
      findResourceSummaries(db, actor.tenantCode, resourceIds),
      findAssetTypesOfResources(db, actor.tenantCode, resourceIds),
    ]);
    const typesByResource = new Map<number, string[]>();
    for (const asset of assetTypes) {
      const types = typesByResource.get(asset.resource_id);
      if (types) {
        types.push(asset.asset_type_code);
      } else {
        typesByResource.set(asset.resource_id, [asset.asset_type_code]);
      }
    }
    const views = new Map<number, TResourceView>();
    for (const row of rows.filter((candidate) => isSameTenant(actor, candidate))) {
      const types = typesByResource.get(row.id) ?? [];
      views.set(row.id, presentResourceView(row, types, locale, canOpenResource(actor, row, now)));
    }
    return views;
  }

  /** The resource a published upload became, when the actor can open it. */
  function publishedResourceIdOf(upload: TUploadRow, resources: ReadonlyMap<number, TResourceView>): number | null {
    return upload.resource_id === null ? null : (resources.get(upload.resource_id)?.resourceId ?? null);
  }

  /**
   * `GET /api/userprofile/activity`: a page of the actor's activity, newest first. An item whose
   * resource or upload vanished between the page query and the details (a concurrent delete) is
   * left out of that page rather than shown half-empty.
   */
  async function listActivity(
    actor: TProfileActor,
    page: { pageNo: number; pageSize: number },
    locale: TLocaleCode,
  ): Promise<TGetProfileActivityResponse> {
    const [events, totalRecords] = await Promise.all([
      findActivityPage(db, actor.tenantCode, actor.userCode, pageWindow({ displayAll: false, ...page })),
      countActivity(db, actor.tenantCode, actor.userCode),
    ]);
    const isUploadEvent = (event: TActivityEventRow) =>
      event.kind === 'UPLOAD_SUBMITTED' || event.kind === 'UPLOAD_REVIEWED';
    const resourceIds = events.filter((event) => !isUploadEvent(event)).map((event) => event.ref_id);
    const completedIds = events.filter((event) => event.kind === 'ASSIGNMENT_COMPLETED').map((event) => event.ref_id);
    const uploadIds = events.filter(isUploadEvent).map((event) => event.ref_id);
    const [uploads, assignments] = await Promise.all([
      findUploadsOfUser(db, actor.tenantCode, actor.userCode, uploadIds),
      findAssignmentsOfResources(db, actor.tenantCode, actor.userCode, completedIds),
    ]);
    const ownUploads = new Map(uploads.filter((row) => isOwnRow(actor, row)).map((row) => [row.id, row]));
    const publishedIds = [...ownUploads.values()].flatMap((row) => (row.resource_id === null ? [] : [row.resource_id]));
    const now = new Date();
    const resources = await loadResourceViews(actor, [...resourceIds, ...publishedIds], locale, now);
    const assignmentsByResource = new Map(
      assignments.filter((row) => isOwnRow(actor, row)).map((row) => [row.resource_id, row]),
    );

    const presentEvent = (event: TActivityEventRow): TProfileActivityItem | undefined => {
      if (isUploadEvent(event)) {
        const upload = ownUploads.get(event.ref_id);
        if (!upload) {
          return undefined;
        }
        const publishedResourceId = publishedResourceIdOf(upload, resources);
        return event.kind === 'UPLOAD_SUBMITTED'
          ? presentSubmissionItem(upload, actor.defaultLocale, publishedResourceId)
          : presentReviewItem(upload, actor.defaultLocale, publishedResourceId);
      }
      const resource = resources.get(event.ref_id);
      if (!resource) {
        return undefined;
      }
      if (event.kind === 'RESOURCE_VIEWED') {
        return presentViewItem(resource, event);
      }
      if (event.kind === 'FAVORITE_ADDED') {
        return presentFavoriteItem(resource, event);
      }
      const assignment = assignmentsByResource.get(event.ref_id);
      return assignment ? presentCompletionItem(resource, assignment, event) : undefined;
    };
    const result = events.flatMap((event) => presentEvent(event) ?? []);
    return { result, totalRecords };
  }

  /**
   * `GET /api/userprofile/accomplishments`: the actor's completed assignments (first view at or
   * after the assignment) and published uploads, the latest first, at most
   * `maxListedAccomplishments` of each; the summary counts them all.
   */
  async function getAccomplishments(
    actor: TProfileActor,
    locale: TLocaleCode,
  ): Promise<TGetProfileAccomplishmentsResponse> {
    const limit = ProfileActivityValidation.maxListedAccomplishments;
    const [allAssignments, published] = await Promise.all([
      findAssignmentsWithCompletion(db, actor.tenantCode, actor.userCode),
      findPublishedUploads(db, actor.tenantCode, actor.userCode, limit),
    ]);
    const assignments = allAssignments.filter((row) => isOwnRow(actor, row));
    const contributions = published.rows.filter((row) => isOwnRow(actor, row));
    const now = new Date();
    const resources = await loadResourceViews(
      actor,
      [
        ...assignments.map((row) => row.resource_id),
        ...contributions.flatMap((row) => (row.resource_id === null ? [] : [row.resource_id])),
      ],
      locale,
      now,
    );

    const completed: TCompletedResource[] = [];
    let openAssignmentCount = 0;
    for (const assignment of assignments) {
      const resource = resources.get(assignment.resource_id);
      if (!resource) {
        continue;
      }
      if (assignment.completed_at === null) {
        // Still to do, and counted only while the actor can actually open it.
        openAssignmentCount += resource.resourceId === null ? 0 : 1;
        continue;
      }
      completed.push(presentCompletedResource(resource, { ...assignment, completed_at: assignment.completed_at }));
    }
    completed.sort((first, second) => second.completedAt.localeCompare(first.completedAt));
    const requiredCompletedCount = completed.filter((item) => !item.isElective).length;

    return {
      summary: {
        completedCount: completed.length,
        requiredCompletedCount,
        electiveCompletedCount: completed.length - requiredCompletedCount,
        openAssignmentCount,
        contributionCount: published.total,
      },
      completedResources: completed.slice(0, limit),
      contributions: contributions.map((row) =>
        presentContribution(row, actor.defaultLocale, publishedResourceIdOf(row, resources)),
      ),
    };
  }

  return { listActivity, getAccomplishments };
}
