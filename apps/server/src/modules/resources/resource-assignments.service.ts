import {
  issuesToFieldErrors,
  validationIssue,
  ZAssetTypeCodeSchema,
  type TAssignedResource,
  type TAssignResourcesRequest,
  type TAssignWarning,
  type TAssetView,
  type TLocaleCode,
  type TRecommendResourcesRequest,
  type TValidationIssue,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { RECOMMENDATION_SOURCES } from './asset-lists.service.ts';
import {
  findAssignments,
  findAssignmentsOfUser,
  findRecommendations,
  findViewsOfUser,
  insertRecommendations,
  upsertAssignments,
} from './resource-activity.repository.ts';
import { assetTypeCodesByResource, loadListExtras } from './resource-lists.ts';
import { isResourceAdmin, isSelf, type TResourceActor } from './resources.policy.ts';
import { isVisibleRow, localizedResourceText, presentAssetListItem } from './resources.presenter.ts';
import { findAssetsOfResources, findResourcesByIds } from './resources.repository.ts';

/** What the resource library asks the users module (through its service). */
export type TResourceDirectory = {
  /** The tenant's users among the codes (others are skipped). */
  getUsersByCodes: (
    actor: TResourceActor,
    userCodes: readonly string[],
  ) => Promise<readonly { userCode: string; status: string }[]>;
  /** Whether the user is an active direct report of the actor. */
  verifyMyReportee: (actor: TResourceActor, userCode: string) => Promise<boolean>;
};

const MAX_VIEW_LIST = 100;

export type TResourceAssignmentsService = ReturnType<typeof createResourceAssignmentsService>;

/**
 * Who is given which resource: administrators' recommendations and assignments (required or
 * electives), and the per-user lists of assignments and views that the user, their manager or an
 * administrator reads.
 */
export function createResourceAssignmentsService(
  db: Kysely<Database>,
  { directory }: { directory: TResourceDirectory },
) {
  /** The resources and users a body names must exist in the tenant: 400 naming each unknown one. */
  async function checkTargets(actor: TResourceActor, resourceIds: readonly number[], userCodes: readonly string[]) {
    const rows = await findResourcesByIds(db, actor.tenantCode, [...new Set(resourceIds)]);
    const users = await directory.getUsersByCodes(actor, [...new Set(userCodes)]);
    const activeUsers = new Set(users.filter((user) => user.status === 'ACTIVE').map((user) => user.userCode));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const issues: TValidationIssue[] = [];
    resourceIds.forEach((resourceId, index) => {
      if (!byId.has(resourceId)) {
        issues.push(validationIssue(`resourceIds.${index}`, 'resourceUnknown'));
      }
    });
    userCodes.forEach((userCode, index) => {
      if (!activeUsers.has(userCode)) {
        issues.push(validationIssue(`userCodes.${index}`, 'userUnknown'));
      }
    });
    return { byId, issues };
  }

  /**
   * `POST /api/resources/recommend`: recommends published resources to users. 400 for unknown
   * resources or users and for resources that are not published. Answers how many recommendations
   * were added (existing ones are kept).
   */
  async function recommend(actor: TResourceActor, body: TRecommendResourcesRequest): Promise<number> {
    const { byId, issues } = await checkTargets(actor, body.resourceIds, body.userCodes);
    body.resourceIds.forEach((resourceId, index) => {
      const row = byId.get(resourceId);
      if (row && row.status !== 'PUBLISHED') {
        issues.push(validationIssue(`resourceIds.${index}`, 'resourceNotPublished'));
      }
    });
    if (issues.length > 0) {
      throw new AppError('validation_failed', 'The recommendation is not valid.', issuesToFieldErrors(issues));
    }
    const resourceIds = [...new Set(body.resourceIds)];
    const userCodes = [...new Set(body.userCodes)];
    try {
      return await db.transaction().execute(async (trx) => {
        const existing = await findRecommendations(
          trx,
          actor.tenantCode,
          resourceIds,
          userCodes,
          RECOMMENDATION_SOURCES.admin,
        );
        const taken = new Set(existing.map((row) => `${row.resource_id}\u0000${row.user_code}`));
        const rows = resourceIds.flatMap((resourceId) =>
          userCodes
            .filter((userCode) => !taken.has(`${resourceId}\u0000${userCode}`))
            .map((userCode) => ({ resourceId, userCode })),
        );
        await insertRecommendations(
          trx,
          actor.tenantCode,
          rows,
          RECOMMENDATION_SOURCES.admin,
          actor.userCode,
          new Date().toISOString(),
        );
        return rows.length;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError('conflict', 'A resource or user was just removed: try again.');
      }
      throw error;
    }
  }

  /**
   * `POST /api/resources/assign`: assigns resources to users. 400 for unknown resources or users.
   * Warnings (a resource learners cannot see now, an existing assignment) stop the call, saving
   * nothing, unless `ignoreWarnings`: then every pair is assigned (existing ones get the new terms).
   */
  async function assign(
    actor: TResourceActor,
    body: TAssignResourcesRequest,
    ignoreWarnings: boolean,
  ): Promise<{ success: boolean; assignedCount: number; warnings: TAssignWarning[] }> {
    const { byId, issues } = await checkTargets(actor, body.resourceIds, body.userCodes);
    if (issues.length > 0) {
      throw new AppError('validation_failed', 'The assignment is not valid.', issuesToFieldErrors(issues));
    }
    const resourceIds = [...new Set(body.resourceIds)];
    const userCodes = [...new Set(body.userCodes)];
    const warnings: TAssignWarning[] = [];
    const now = new Date();
    for (const resourceId of resourceIds) {
      const row = byId.get(resourceId);
      if (row && !isVisibleRow(row, now)) {
        warnings.push({ ...validationIssue('resourceIds', 'resourceNotVisible'), resourceId, userCode: null });
      }
    }
    const existing = await findAssignments(db, actor.tenantCode, resourceIds, userCodes);
    for (const row of existing) {
      warnings.push({
        ...validationIssue('userCodes', 'alreadyAssigned'),
        resourceId: row.resource_id,
        userCode: row.user_code,
      });
    }
    if (warnings.length > 0 && !ignoreWarnings) {
      return { success: false, assignedCount: 0, warnings };
    }
    const pairs = resourceIds.flatMap((resourceId) => userCodes.map((userCode) => ({ resourceId, userCode })));
    try {
      await db.transaction().execute(async (trx) => {
        await upsertAssignments(trx, actor.tenantCode, pairs, {
          isElective: body.isElective,
          dueDate: body.dueDate ? new Date(body.dueDate).toISOString() : null,
          assignedBy: actor.userCode,
          assignedAt: now.toISOString(),
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError('conflict', 'A resource or user was just removed: try again.');
      }
      throw error;
    }
    return { success: true, assignedCount: pairs.length, warnings };
  }

  /**
   * The actor reads their own lists; administrators and the user's manager read anyone's of the
   * tenant (403 otherwise); a user the tenant does not have is 404.
   */
  async function checkCanReadUser(actor: TResourceActor, userCode: string): Promise<void> {
    if (!isSelf(actor, userCode)) {
      const isAllowed = isResourceAdmin(actor) || (await directory.verifyMyReportee(actor, userCode));
      if (!isAllowed) {
        throw new AppError('forbidden', "Only the user, their manager or an administrator reads this user's list.");
      }
    }
    const users = await directory.getUsersByCodes(actor, [userCode]);
    if (users.length === 0) {
      throw notFound('The user');
    }
  }

  /**
   * `GET /api/resources/assign?userCode` (required) and `/getelectives?userCode` (electives): the
   * user's assigned resources that learners can see now, newest assignment first.
   */
  async function listAssignments(
    actor: TResourceActor,
    userCode: string,
    isElective: boolean,
    locale: TLocaleCode,
  ): Promise<TAssignedResource[]> {
    await checkCanReadUser(actor, userCode);
    const assignments = await findAssignmentsOfUser(db, actor.tenantCode, userCode, isElective);
    const rows = await findResourcesByIds(
      db,
      actor.tenantCode,
      assignments.map((assignment) => assignment.resource_id),
    );
    const now = new Date();
    const visible = new Map(rows.filter((row) => isVisibleRow(row, now)).map((row) => [row.id, row]));
    const extras = await loadListExtras(db, actor.tenantCode, userCode, [...visible.values()]);
    return assignments.flatMap((assignment) => {
      const row = visible.get(assignment.resource_id);
      if (!row) {
        return [];
      }
      return [
        {
          ...presentAssetListItem(row, extras, locale),
          isElective: isElective,
          dueDate: assignment.due_date,
          assignedDate: assignment.assigned_at,
          assignedBy: assignment.assigned_by,
        },
      ];
    });
  }

  /**
   * `GET /api/assets/getAssetViewListForUser?userCode`: the resources the user viewed (any status:
   * it is their history), the most recently viewed first, at most 100.
   */
  async function listViewsOfUser(actor: TResourceActor, userCode: string, locale: TLocaleCode): Promise<TAssetView[]> {
    await checkCanReadUser(actor, userCode);
    const views = await findViewsOfUser(db, actor.tenantCode, userCode, MAX_VIEW_LIST);
    const ids = views.map((view) => view.resource_id);
    const [rows, assets] = await Promise.all([
      findResourcesByIds(db, actor.tenantCode, ids),
      findAssetsOfResources(db, actor.tenantCode, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const assetTypeCodes = assetTypeCodesByResource(assets);
    return views.flatMap((view) => {
      const row = byId.get(view.resource_id);
      if (!row) {
        return [];
      }
      const text = localizedResourceText(row, locale);
      return [
        {
          resourceId: row.id,
          title: text.title,
          locale: text.locale,
          assetTypeCodes: (assetTypeCodes.get(row.id) ?? []).map((code) => ZAssetTypeCodeSchema.parse(code)),
          thumbnailMediaId: row.thumbnail_media_id,
          viewCount: Number(view.view_count),
          lastViewedDate: String(view.last_viewed_at),
        },
      ];
    });
  }

  return { recommend, assign, listAssignments, listViewsOfUser };
}
