import {
  ASSET_TYPE_CODES,
  ASSET_TYPE_RULES,
  defaultEffectiveDate,
  defaultUserAssetExpiryDate,
  isHttpUrl,
  issuesToFieldErrors,
  normalizeMediaId,
  USER_ASSET_STATUS,
  validationIssue,
  ZAssetTypeCodeSchema,
  ZResourceStatusSchema,
  type TAssetType,
  type TGetResourceByMediaResponse,
  type TGetUserAssetsQuery,
  type TGetUserAssetsResponse,
  type TLocaleCode,
  type TUpdateUserAssetRequest,
  type TUserAsset,
  type TValidationIssue,
  type TValidationResult,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { pageWindow } from '../../lib/listing.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { findCategoriesByIds } from './categories.repository.ts';
import { findAttachableMedia, type TAttachableMedia } from './resource-media.ts';
import { presentAssetType } from './resource-reference.ts';
import { canUpload, isResourceAdmin, isSameTenant, isUploadReviewer, type TResourceActor } from './resources.policy.ts';
import { isVisibleRow, localizedResourceText } from './resources.presenter.ts';
import { findResourceById, findResourceHoldingMedia } from './resources.repository.ts';
import { checkNewResourceBody, insertResourceBody } from './resources.service.ts';
import { presentUserAsset } from './user-assets.presenter.ts';
import {
  findUserAssetById,
  findUserAssetCategoryIds,
  findUserAssetsPage,
  insertUserAsset,
  replaceUserAssetCategories,
  updateUserAsset,
  type TUserAssetRow,
} from './user-assets.repository.ts';

const INVALID = 'The upload is not valid.';

export type TUserAssetsService = ReturnType<typeof createUserAssetsService>;

/**
 * Learners' uploads (spec sections 3, 4 "User asset", 7 `/api/Assets`): a learner with
 * RESOURCELIBRARY_USER_UPLOAD uploads an asset of their own, saved as Pending with an expiry five
 * years after its effective date by default; reviewers approve, reject or publish it (publishing
 * creates a published resource from it, in the same transaction).
 */
/** Who uploaded: the users service's directory, for the names reviewers read. */
export type TUploaderDirectory = {
  getUsersByCodes: (
    actor: TResourceActor,
    userCodes: readonly string[],
  ) => Promise<readonly { userCode: string; firstName: string; lastName: string }[]>;
};

export function createUserAssetsService(db: Kysely<Database>, deps: { directory?: TUploaderDirectory } = {}) {
  /** The display names of the uploaders of these rows (tenant's users only), by user code. */
  async function uploaderNamesOf(
    actor: TResourceActor,
    rows: readonly { user_code: string }[],
  ): Promise<Map<string, string> | undefined> {
    if (!deps.directory) {
      return undefined;
    }
    const users = await deps.directory.getUsersByCodes(actor, [...new Set(rows.map((row) => row.user_code))]);
    return new Map(
      users.flatMap((user) => {
        const name = `${user.firstName} ${user.lastName}`.trim();
        return name === '' ? [] : [[user.userCode, name] as const];
      }),
    );
  }

  /** An upload the actor may see: their own, or any of the tenant for reviewers; else 404. */
  async function loadUserAsset(executor: Kysely<Database>, actor: TResourceActor, userAssetId: number) {
    const row = await findUserAssetById(executor, actor.tenantCode, userAssetId);
    if (!row || !isSameTenant(actor, row) || (row.user_code !== actor.userCode && !isUploadReviewer(actor))) {
      throw notFound('The upload');
    }
    return row;
  }

  /**
   * Every broken rule of an upload body, with the media it found. On update, the upload is
   * `loaded` when the caller already read it, else read here.
   */
  async function checkBody(
    actor: TResourceActor,
    body: TUpdateUserAssetRequest,
    loaded?: TUserAssetRow,
  ): Promise<{ issues: TValidationIssue[]; media: TAttachableMedia | undefined }> {
    const issues: TValidationIssue[] = [];
    const rule = ASSET_TYPE_RULES[body.assetTypeCode];
    if (!rule.isUserUploadable) {
      issues.push(validationIssue('assetTypeCode', 'assetTypeNotUploadable'));
    }
    if (body.url !== null && rule.url === 'forbidden') {
      issues.push(validationIssue('url', 'urlNotAllowed'));
    } else if (body.url === null && rule.url === 'required') {
      issues.push(validationIssue('url', 'urlRequired'));
    } else if (body.url !== null && !isHttpUrl(body.url)) {
      issues.push(validationIssue('url', 'urlInvalid'));
    }
    let media: TAttachableMedia | undefined;
    if (body.mediaId !== null && rule.attachments === 'forbidden') {
      issues.push(validationIssue('mediaId', 'mediaNotAllowed'));
    } else if (body.mediaId === null && rule.attachments === 'required') {
      issues.push(validationIssue('mediaId', 'mediaRequired'));
    } else if (body.mediaId !== null) {
      media = (await findAttachableMedia(db, actor.tenantCode, [body.mediaId])).get(normalizeMediaId(body.mediaId));
      if (!media) {
        issues.push(validationIssue('mediaId', 'attachmentUnknown'));
      } else if (!rule.mediaKinds.includes(media.kind)) {
        issues.push(validationIssue('mediaId', 'attachmentWrongKind'));
      }
    }
    if (rule.url === 'optional' && rule.attachments === 'optional' && body.url === null && body.mediaId === null) {
      issues.push(validationIssue('url', 'podcastNeedsUrlOrAudio'));
    }
    const known = new Set((await findCategoriesByIds(db, actor.tenantCode, body.categoryIds)).map((row) => row.id));
    body.categoryIds.forEach((categoryId, index) => {
      if (!known.has(categoryId)) {
        issues.push(validationIssue(`categoryIds.${index}`, 'categoryUnknown'));
      }
    });
    if (body.expiryDate !== null) {
      const effective = body.effectiveDate === null ? Date.now() : Date.parse(body.effectiveDate);
      if (Date.parse(body.expiryDate) <= effective) {
        issues.push(validationIssue('expiryDate', 'expiryBeforeEffective'));
      }
    }
    issues.push(...(await checkUploadState(actor, body, loaded)));
    return { issues, media };
  }

  /** The rules of the upload a body changes: who may change it, and to which status. */
  async function checkUploadState(
    actor: TResourceActor,
    body: TUpdateUserAssetRequest,
    loaded: TUserAssetRow | undefined,
  ): Promise<TValidationIssue[]> {
    if (body.userAssetId === undefined) {
      // Spec section 4: a new upload is saved as Pending, whoever sends it.
      const isPending = body.userAssetStatusId === undefined || body.userAssetStatusId === USER_ASSET_STATUS.Pending;
      return isPending ? [] : [validationIssue('userAssetStatusId', 'statusChangeNotAllowed')];
    }
    const existing = loaded ?? (await findUserAssetById(db, actor.tenantCode, body.userAssetId));
    if (!existing || (existing.user_code !== actor.userCode && !isUploadReviewer(actor))) {
      return [validationIssue('userAssetId', 'userAssetUnknown')];
    }
    if (isUploadReviewer(actor)) {
      // A published upload's resource is the library's now: edit that one instead.
      return existing.status_id === USER_ASSET_STATUS.Published
        ? [validationIssue('userAssetId', 'userAssetLocked')]
        : [];
    }
    const issues: TValidationIssue[] = [];
    if (body.userAssetStatusId !== undefined && body.userAssetStatusId !== existing.status_id) {
      issues.push(validationIssue('userAssetStatusId', 'statusChangeNotAllowed'));
    }
    if (existing.status_id !== USER_ASSET_STATUS.Pending) {
      issues.push(validationIssue('userAssetId', 'userAssetLocked'));
    }
    return issues;
  }

  /** `POST /api/Assets/ValidateUserAsset`: every broken rule, saving nothing. */
  async function validateUserAsset(actor: TResourceActor, body: TUpdateUserAssetRequest): Promise<TValidationResult> {
    const { issues } = await checkBody(actor, body);
    return { isValid: issues.length === 0, errors: issues };
  }

  function columnsOf(
    tenantCode: string,
    body: TUpdateUserAssetRequest,
    media: TAttachableMedia | undefined,
    now: Date,
  ) {
    // Spec sections 5 and 9: effective now, expiring five years later, unless given.
    const effectiveDate = defaultEffectiveDate(body.effectiveDate, now);
    const rule = ASSET_TYPE_RULES[body.assetTypeCode];
    return {
      asset_type_code: body.assetTypeCode,
      title: body.title,
      description: body.description ? sanitizeHtml(body.description, tenantCode) : null,
      locale: body.locale,
      url: rule.url === 'forbidden' ? null : body.url,
      media_id: media?.mediaId ?? null,
      size_in_bytes: media?.sizeInBytes ?? null,
      content_type: media?.contentType ?? null,
      file_name: media?.fileName ?? null,
      effective_date: effectiveDate,
      expiry_date: body.expiryDate
        ? new Date(body.expiryDate).toISOString()
        : defaultUserAssetExpiryDate(effectiveDate),
      updated_at: now.toISOString(),
    };
  }

  /** Creates the published resource of an upload, in the caller's transaction; answers its id. */
  async function publishAsResource(
    trx: Kysely<Database>,
    actor: TResourceActor,
    row: TUserAssetRow,
    categoryIds: number[],
  ) {
    const texts = { title: row.title, description: row.description };
    const body = {
      texts: { en: row.locale === 'en' ? texts : null, 'fr-CA': row.locale === 'fr-CA' ? texts : null },
      thumbnailMediaId: null,
      durationValue: null,
      durationType: null,
      effectiveDate: row.effective_date,
      expiryDate: row.expiry_date,
      isFeatured: false,
      isElectrified: false,
      categoryIds,
      assets: [
        {
          assetTypeCode: ASSET_TYPE_CODES.find((code) => code === row.asset_type_code) ?? 'DOCUMENT',
          texts: {
            en: row.locale === 'en' ? { title: row.title } : null,
            'fr-CA': row.locale === 'fr-CA' ? { title: row.title } : null,
          },
          url: row.url,
          assetAttachments: row.media_id ? [{ mediaId: row.media_id }] : [],
        },
      ],
    };
    const { issues, media } = await checkNewResourceBody(trx, actor.tenantCode, body);
    if (issues.length > 0) {
      throw new AppError('validation_failed', 'The upload cannot be published as it is.', issuesToFieldErrors(issues));
    }
    return insertResourceBody(trx, actor.tenantCode, actor.userCode, body, media, 'PUBLISHED');
  }

  /**
   * `POST /api/Assets/UpdateUserAsset`: a new upload (Pending; needs RESOURCELIBRARY_USER_UPLOAD,
   * else 403) or a change to one: its owner while Pending, reviewers any time before it is
   * published, with a new status. 400 with field errors when a rule is broken; 404 for another
   * user's upload (non-reviewers) or another tenant's.
   */
  async function saveUserAsset(actor: TResourceActor, body: TUpdateUserAssetRequest): Promise<TUserAsset> {
    if (body.userAssetId === undefined && !canUpload(actor)) {
      throw new AppError('forbidden', 'Uploading needs the RESOURCELIBRARY_USER_UPLOAD permission.');
    }
    const loaded = body.userAssetId === undefined ? undefined : await loadUserAsset(db, actor, body.userAssetId);
    const { issues, media } = await checkBody(actor, body, loaded);
    if (issues.length > 0) {
      throw new AppError('validation_failed', INVALID, issuesToFieldErrors(issues));
    }
    const now = new Date();
    try {
      const userAssetId = await db.transaction().execute(async (trx) => {
        const columns = columnsOf(actor.tenantCode, body, media, now);
        if (body.userAssetId === undefined) {
          const id = await insertUserAsset(trx, {
            tenant_code: actor.tenantCode,
            user_code: actor.userCode,
            ...columns,
            status_id: USER_ASSET_STATUS.Pending,
            created_at: now.toISOString(),
          });
          await replaceUserAssetCategories(trx, actor.tenantCode, id, body.categoryIds);
          return id;
        }
        const existing = await loadUserAsset(trx, actor, body.userAssetId);
        const statusId = body.userAssetStatusId ?? existing.status_id;
        const isReview = isUploadReviewer(actor) && statusId !== existing.status_id;
        await updateUserAsset(trx, actor.tenantCode, existing.id, {
          ...columns,
          status_id: statusId,
          ...(isUploadReviewer(actor)
            ? {
                review_comment: body.reviewComment,
                ...(isReview ? { reviewed_by: actor.userCode, reviewed_at: now.toISOString() } : {}),
              }
            : {}),
        });
        await replaceUserAssetCategories(trx, actor.tenantCode, existing.id, body.categoryIds);
        if (statusId === USER_ASSET_STATUS.Published && existing.status_id !== USER_ASSET_STATUS.Published) {
          const updated = await loadUserAsset(trx, actor, existing.id);
          const resourceId = await publishAsResource(trx, actor, updated, body.categoryIds);
          await updateUserAsset(trx, actor.tenantCode, existing.id, { resource_id: resourceId });
        }
        return existing.id;
      });
      return await getUserAsset(actor, userAssetId);
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError(
          'conflict',
          'A file or category the upload names was just removed: check it and save again.',
        );
      }
      throw error;
    }
  }

  /** `GET /api/Assets/GetUserAsset/{id}`: the actor's own upload, or any for reviewers; else 404. */
  async function getUserAsset(actor: TResourceActor, userAssetId: number): Promise<TUserAsset> {
    const row = await loadUserAsset(db, actor, userAssetId);
    const categories = await findUserAssetCategoryIds(db, actor.tenantCode, [row.id]);
    return presentUserAsset(row, categories.get(row.id) ?? []);
  }

  /**
   * `GET /api/Assets/GetUserAssets`: the actor's uploads, or (`scope=review`, reviewers only, else
   * 403) everyone's, optionally of one status, newest first.
   */
  async function listUserAssets(actor: TResourceActor, query: TGetUserAssetsQuery): Promise<TGetUserAssetsResponse> {
    if (query.scope === 'review' && !isUploadReviewer(actor)) {
      throw new AppError('forbidden', 'Only reviewers list every upload.');
    }
    const page = await findUserAssetsPage(
      db,
      actor.tenantCode,
      {
        ...(query.scope === 'mine' ? { userCode: actor.userCode } : {}),
        ...(query.status !== undefined ? { statusId: query.status } : {}),
      },
      pageWindow({ displayAll: false, pageNo: query.pageNo, pageSize: query.pageSize }),
    );
    const [categories, uploaderNames] = await Promise.all([
      findUserAssetCategoryIds(
        db,
        actor.tenantCode,
        page.rows.map((row) => row.id),
      ),
      uploaderNamesOf(actor, page.rows),
    ]);
    return {
      result: page.rows.map((row) => presentUserAsset(row, categories.get(row.id) ?? [], uploaderNames)),
      totalRecords: page.totalRecords,
    };
  }

  /** `GET /api/Assets/GetUserAssetTypes`: the asset types learners may upload. */
  function listUserAssetTypes(locale: TLocaleCode): TAssetType[] {
    return ASSET_TYPE_CODES.filter((code) => ASSET_TYPE_RULES[code].isUserUploadable).map((code) =>
      presentAssetType(code, locale),
    );
  }

  /**
   * `GET /api/Assets/GetResourceByMedia/{id}`: the resource holding the media (as an attachment,
   * else as its thumbnail), if the actor may see it (administrators: any; others: visible ones).
   */
  async function getResourceByMedia(
    actor: TResourceActor,
    mediaId: string,
    locale: TLocaleCode,
  ): Promise<TGetResourceByMediaResponse> {
    const holder = await findResourceHoldingMedia(db, actor.tenantCode, normalizeMediaId(mediaId));
    const row = holder ? await findResourceById(db, actor.tenantCode, holder.resourceId) : undefined;
    if (!holder || !row || (!isResourceAdmin(actor) && !isVisibleRow(row))) {
      throw notFound('A resource with this media');
    }
    const text = localizedResourceText(row, locale);
    return {
      resourceId: row.id,
      status: ZResourceStatusSchema.parse(row.status),
      title: text.title,
      locale: text.locale,
      assetId: holder.assetId,
      assetTypeCode: holder.assetTypeCode === null ? null : ZAssetTypeCodeSchema.parse(holder.assetTypeCode),
      isThumbnail: holder.assetId === null,
    };
  }

  return { validateUserAsset, saveUserAsset, getUserAsset, listUserAssets, listUserAssetTypes, getResourceByMedia };
}

/* What the admin home asks without an actor: how many uploads await review. */
export { countUserAssetsWithStatus } from './user-assets.repository.ts';
