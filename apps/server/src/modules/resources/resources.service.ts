import {
  ASSET_TYPE_RULES,
  checkAssetRules,
  checkResourceRules,
  defaultEffectiveDate,
  issuesToFieldErrors,
  listLocaleOf,
  normalizeMediaId,
  validationIssue,
  ZCreateResourceRequestSchema,
  type TAdminResourceSearchRequest,
  type TAdminResourceSearchResponse,
  type TAssetInput,
  type TCreateResourceRequest,
  type TLocaleCode,
  type TResource,
  type TUpdateResourceRequest,
  type TValidateAssetRequest,
  type TValidationIssue,
  type TValidationResult,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { pageWindow } from '../../lib/listing.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { findCategoriesByIds, findCategoriesOfResource } from './categories.repository.ts';
import { loadListExtras, searchFilterOf, sortOf } from './resource-lists.ts';
import { findAttachableMedia, type TAttachableMedia } from './resource-media.ts';
import { removeResourceSearchDocuments, syncResourceSearchDocuments } from './resource-search-documents.ts';
import { isResourceAdmin, isSameTenant, type TResourceActor } from './resources.policy.ts';
import { isVisibleRow, presentAdminListItem, presentResource } from './resources.presenter.ts';
import {
  countResources,
  deleteAssetsExcept,
  deleteResource as deleteResourceRow,
  findAssetsOfResources,
  findAttachmentsOfAssets,
  findFavoriteIds,
  findResourceById,
  findResourcesPage,
  insertAsset,
  insertResource,
  replaceAttachments,
  replaceResourceCategories,
  updateAsset,
  updateResource,
  type TResourceFilter,
  type TResourceRow,
  type TResourceSort,
} from './resources.repository.ts';

/** A resource body as the seed or a client writes it (before defaults): `ZCreateResourceRequestSchema`'s input. */
export type TResourceInput = z.input<typeof ZCreateResourceRequestSchema>;

const INVALID = 'The resource is not valid.';

function invalid(issues: readonly TValidationIssue[], message = INVALID): AppError {
  return new AppError('validation_failed', message, issuesToFieldErrors(issues));
}

/** A database constraint the checks could not see (a media deleted meanwhile...) is a 409, never a 500. */
function conflictOf(error: unknown): unknown {
  if (isForeignKeyViolation(error)) {
    return new AppError('conflict', 'A category or file the resource names was just removed: check it and save again.');
  }
  return error;
}

type TResourceBody = TCreateResourceRequest | TUpdateResourceRequest;

/**
 * The rules of a resource body, those of the contract and those that need the database: its
 * categories and media exist in the tenant, media fit their asset types, kept assets belong to the
 * resource (`resourceId`, on update). Answers every broken rule, with the media it found.
 */
async function checkResourceBody(
  db: Kysely<Database>,
  tenantCode: string,
  body: TResourceBody,
  resourceId?: number,
): Promise<{ issues: TValidationIssue[]; media: Map<string, TAttachableMedia> }> {
  const issues = checkResourceRules(body);
  const categories = await findCategoriesByIds(db, tenantCode, body.categoryIds);
  const known = new Set(categories.map((category) => category.id));
  body.categoryIds.forEach((categoryId, index) => {
    if (!known.has(categoryId)) {
      issues.push(validationIssue(`categoryIds.${index}`, 'categoryUnknown'));
    }
  });
  const mediaIds = [
    ...(body.thumbnailMediaId ? [body.thumbnailMediaId] : []),
    ...body.assets.flatMap((asset) => asset.assetAttachments.map((attachment) => attachment.mediaId)),
  ];
  const media = await findAttachableMedia(db, tenantCode, mediaIds);
  if (body.thumbnailMediaId) {
    const thumbnail = media.get(normalizeMediaId(body.thumbnailMediaId));
    if (!thumbnail) {
      issues.push(validationIssue('thumbnailMediaId', 'thumbnailUnknown'));
    } else if (thumbnail.kind !== 'image') {
      issues.push(validationIssue('thumbnailMediaId', 'thumbnailNotImage'));
    }
  }
  const assetIdsOfResource =
    resourceId === undefined
      ? new Set<number>()
      : new Set((await findAssetsOfResources(db, tenantCode, [resourceId])).map((asset) => asset.id));
  body.assets.forEach((asset, index) => {
    if (asset.assetId !== undefined && !assetIdsOfResource.has(asset.assetId)) {
      issues.push(validationIssue(`assets.${index}.assetId`, 'assetUnknown'));
    }
    issues.push(...checkAttachmentMedia(asset, media, `assets.${index}`));
  });
  return { issues, media };
}

/** Each attachment's media exists and is of a kind the asset type takes. */
function checkAttachmentMedia(
  asset: TAssetInput,
  media: Map<string, TAttachableMedia>,
  prefix: string,
): TValidationIssue[] {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const rule = ASSET_TYPE_RULES[asset.assetTypeCode];
  if (rule.attachments === 'forbidden') {
    return [];
  }
  const issues: TValidationIssue[] = [];
  asset.assetAttachments.forEach((attachment, index) => {
    const found = media.get(normalizeMediaId(attachment.mediaId));
    if (!found) {
      issues.push(validationIssue(at(`assetAttachments.${index}.mediaId`), 'attachmentUnknown'));
    } else if (!rule.mediaKinds.includes(found.kind)) {
      issues.push(validationIssue(at(`assetAttachments.${index}.mediaId`), 'attachmentWrongKind'));
    }
  });
  return issues;
}

function resourceColumnsOf(tenantCode: string, body: TResourceBody, actorUserCode: string, now: Date) {
  return {
    title_en: body.texts.en?.title || null,
    title_fr: body.texts['fr-CA']?.title || null,
    description_en:
      body.texts.en?.title && body.texts.en.description ? sanitizeHtml(body.texts.en.description, tenantCode) : null,
    description_fr:
      body.texts['fr-CA']?.title && body.texts['fr-CA'].description
        ? sanitizeHtml(body.texts['fr-CA'].description, tenantCode)
        : null,
    thumbnail_media_id: body.thumbnailMediaId ? normalizeMediaId(body.thumbnailMediaId) : null,
    duration_value: body.durationValue,
    duration_type: body.durationType,
    // Spec section 5: a missing effective date is now.
    effective_date: defaultEffectiveDate(body.effectiveDate, now),
    expiry_date: body.expiryDate ? new Date(body.expiryDate).toISOString() : null,
    is_featured: body.isFeatured,
    is_electrified: body.isElectrified,
    updated_at: now.toISOString(),
    updated_by: actorUserCode,
  };
}

/** Writes the assets of a body: kept ones updated, new ones added, the others removed. */
async function writeAssets(
  trx: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  assets: readonly TAssetInput[],
  media: Map<string, TAttachableMedia>,
  now: string,
): Promise<void> {
  await deleteAssetsExcept(
    trx,
    tenantCode,
    resourceId,
    assets.flatMap((asset) => (asset.assetId === undefined ? [] : [asset.assetId])),
  );
  for (const [position, asset] of assets.entries()) {
    const columns = {
      asset_type_code: asset.assetTypeCode,
      title_en: asset.texts.en?.title || null,
      title_fr: asset.texts['fr-CA']?.title || null,
      url: ASSET_TYPE_RULES[asset.assetTypeCode].url === 'forbidden' ? null : asset.url,
      position,
      updated_at: now,
    };
    let assetId = asset.assetId;
    if (assetId === undefined || !(await updateAsset(trx, tenantCode, resourceId, assetId, columns))) {
      assetId = await insertAsset(trx, {
        ...columns,
        tenant_code: tenantCode,
        resource_id: resourceId,
        created_at: now,
      });
    }
    const attachments = ASSET_TYPE_RULES[asset.assetTypeCode].attachments === 'forbidden' ? [] : asset.assetAttachments;
    await replaceAttachments(
      trx,
      tenantCode,
      assetId,
      attachments.flatMap((attachment, index) => {
        const found = media.get(normalizeMediaId(attachment.mediaId));
        return found
          ? [
              {
                media_id: found.mediaId,
                size_in_bytes: found.sizeInBytes,
                content_type: found.contentType,
                file_name: found.fileName,
                position: index,
              },
            ]
          : [];
      }),
    );
  }
}

/** Loads a resource with everything the presenter needs. */
async function loadResourceDetails(db: Kysely<Database>, row: TResourceRow, userCode: string | null) {
  const assets = await findAssetsOfResources(db, row.tenant_code, [row.id]);
  const [attachments, categories, favorites] = await Promise.all([
    findAttachmentsOfAssets(
      db,
      row.tenant_code,
      assets.map((asset) => asset.id),
    ),
    findCategoriesOfResource(db, row.tenant_code, row.id),
    userCode === null ? Promise.resolve(new Set<number>()) : findFavoriteIds(db, row.tenant_code, userCode, [row.id]),
  ]);
  return { row, assets, attachments, categories, isFavorite: favorites.has(row.id) };
}

async function presentLoaded(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  locale: TLocaleCode,
  userCode: string | null,
): Promise<TResource> {
  const row = await findResourceById(db, tenantCode, resourceId);
  if (!row) {
    throw notFound('The resource');
  }
  return presentResource(await loadResourceDetails(db, row, userCode), locale);
}

/**
 * Creates a resource (status PENDING_PUBLISHING) and its search documents, in one transaction:
 * what `POST /api/resources` does, callable by the demo seed. The body is checked against the
 * contract (`ZCreateResourceRequestSchema`: a ZodError when malformed) and the server-side rules
 * (an AppError `validation_failed` with field errors). Attachments take size, type and name from
 * the media service; a missing effective date is now. Answers the created resource (texts in en).
 */
export async function createResource(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  input: TResourceInput,
): Promise<TResource> {
  const resourceId = await insertNewResource(db, tenantCode, actorUserCode, input);
  return presentLoaded(db, tenantCode, resourceId, 'en', null);
}

/** What `createResource` writes, answering the new resource's id (the caller presents it). */
async function insertNewResource(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  input: TResourceInput,
): Promise<number> {
  const body = ZCreateResourceRequestSchema.parse(input);
  const { issues, media } = await checkResourceBody(db, tenantCode, body);
  if (issues.length > 0) {
    throw invalid(issues);
  }
  try {
    return await db
      .transaction()
      .execute((trx) => insertResourceBody(trx, tenantCode, actorUserCode, body, media, 'PENDING_PUBLISHING'));
  } catch (error) {
    throw conflictOf(error);
  }
}

/**
 * Writes a checked body as a new resource (with its categories, assets and search documents) in
 * the caller's transaction; answers its id. Publishing a user asset creates its resource this way.
 */
export async function insertResourceBody(
  trx: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  body: TCreateResourceRequest,
  media: Map<string, TAttachableMedia>,
  status: 'PENDING_PUBLISHING' | 'PUBLISHED',
): Promise<number> {
  const now = new Date();
  const nowText = now.toISOString();
  const id = await insertResource(trx, {
    tenant_code: tenantCode,
    ...resourceColumnsOf(tenantCode, body, actorUserCode, now),
    status,
    created_at: nowText,
    created_by: actorUserCode,
    ...(status === 'PUBLISHED' ? { published_at: nowText, published_by: actorUserCode } : {}),
  });
  await replaceResourceCategories(trx, tenantCode, id, body.categoryIds);
  await writeAssets(trx, tenantCode, id, body.assets, media, nowText);
  await syncResourceSearchDocuments(trx, tenantCode, id, nowText);
  return id;
}

/** The server-side rules of a body (see `checkResourceBody`), for modules that build one. */
export function checkNewResourceBody(db: Kysely<Database>, tenantCode: string, body: TCreateResourceRequest) {
  return checkResourceBody(db, tenantCode, body);
}

/** Sets a resource's status (and who did it) and its search documents' status, in one transaction. */
async function setResourceStatus(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  resourceId: number,
  status: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const isUpdated = await updateResource(trx, tenantCode, resourceId, {
      status,
      updated_at: now,
      updated_by: actorUserCode,
      ...(status === 'PUBLISHED' ? { published_at: now, published_by: actorUserCode } : {}),
    });
    if (!isUpdated) {
      throw notFound('The resource');
    }
    await syncResourceSearchDocuments(trx, tenantCode, resourceId, now);
  });
}

/**
 * Publishes a resource (status PUBLISHED; learners see it from its effective date until it
 * expires) and its search documents, in one transaction: what `GET /api/resources/{id}/publish`
 * does, callable by the demo seed. 404 (AppError `not_found`) when the tenant has no such resource.
 */
export async function publishResource(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  resourceId: number,
): Promise<TResource> {
  await setResourceStatus(db, tenantCode, actorUserCode, resourceId, 'PUBLISHED');
  return presentLoaded(db, tenantCode, resourceId, 'en', null);
}

const NEWEST_FIRST: TResourceSort[] = [{ column: 'createdDate', direction: 'desc' }];

export type TResourcesService = ReturnType<typeof createResourcesService>;

/**
 * The resource module's admin side (`/api/resources`, `/api/Assets/Validate`): create, edit,
 * publish, unpublish and delete resources, their thumbnail, the server-side validation and the
 * admin list. Every write and its search documents (`search_documents`) change in one transaction.
 */
export function createResourcesService(db: Kysely<Database>) {
  async function loadRow(executor: Kysely<Database>, actor: TResourceActor, resourceId: number): Promise<TResourceRow> {
    const row = await findResourceById(executor, actor.tenantCode, resourceId);
    if (!row || !isSameTenant(actor, row)) {
      throw notFound('The resource');
    }
    return row;
  }

  /**
   * One resource: any status for the module's administrators; for everyone else only while it is
   * visible (published, effective, not expired), else 404.
   */
  async function getResource(actor: TResourceActor, resourceId: number, locale: TLocaleCode): Promise<TResource> {
    const row = await loadRow(db, actor, resourceId);
    if (!isResourceAdmin(actor) && !isVisibleRow(row)) {
      throw notFound('The resource');
    }
    return presentResource(await loadResourceDetails(db, row, actor.userCode), locale);
  }

  /** Creates a resource (PENDING_PUBLISHING): 400 with field errors when a rule is broken. */
  async function create(actor: TResourceActor, body: TCreateResourceRequest, locale: TLocaleCode): Promise<TResource> {
    const resourceId = await insertNewResource(db, actor.tenantCode, actor.userCode, body);
    return presentLoaded(db, actor.tenantCode, resourceId, locale, actor.userCode);
  }

  /**
   * Replaces a resource's fields, categories and assets (kept by `assetId`, added, removed) and its
   * search documents; the status stays. 404 unknown, 400 rules.
   */
  async function update(
    actor: TResourceActor,
    resourceId: number,
    body: TUpdateResourceRequest,
    locale: TLocaleCode,
  ): Promise<TResource> {
    await loadRow(db, actor, resourceId);
    if (body.resourceId !== undefined && body.resourceId !== resourceId) {
      throw invalid([validationIssue('resourceId', 'resourceMismatch')]);
    }
    const { issues, media } = await checkResourceBody(db, actor.tenantCode, body, resourceId);
    if (issues.length > 0) {
      throw invalid(issues);
    }
    const now = new Date();
    const nowText = now.toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        const columns = resourceColumnsOf(actor.tenantCode, body, actor.userCode, now);
        if (!(await updateResource(trx, actor.tenantCode, resourceId, columns))) {
          throw notFound('The resource');
        }
        await replaceResourceCategories(trx, actor.tenantCode, resourceId, body.categoryIds);
        await writeAssets(trx, actor.tenantCode, resourceId, body.assets, media, nowText);
        await syncResourceSearchDocuments(trx, actor.tenantCode, resourceId, nowText);
      });
    } catch (error) {
      throw conflictOf(error);
    }
    return presentLoaded(db, actor.tenantCode, resourceId, locale, actor.userCode);
  }

  /** Publishes (or re-publishes) a resource; 404 unknown. */
  async function publish(actor: TResourceActor, resourceId: number, locale: TLocaleCode): Promise<TResource> {
    await setResourceStatus(db, actor.tenantCode, actor.userCode, resourceId, 'PUBLISHED');
    return presentLoaded(db, actor.tenantCode, resourceId, locale, actor.userCode);
  }

  /** Unpublishes a resource: learners no longer see it; 404 unknown. */
  async function unpublish(actor: TResourceActor, resourceId: number, locale: TLocaleCode): Promise<TResource> {
    await setResourceStatus(db, actor.tenantCode, actor.userCode, resourceId, 'UNPUBLISHED');
    return presentLoaded(db, actor.tenantCode, resourceId, locale, actor.userCode);
  }

  /** Deletes a resource, everything it holds and its search documents; 404 unknown. */
  async function remove(actor: TResourceActor, resourceId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await loadRow(trx, actor, resourceId);
      await removeResourceSearchDocuments(trx, actor.tenantCode, resourceId);
      if (!(await deleteResourceRow(trx, actor.tenantCode, resourceId))) {
        throw notFound('The resource');
      }
    });
  }

  /** Removes the resource's thumbnail (the media itself stays, for the media service to delete). */
  async function removeThumbnail(actor: TResourceActor, resourceId: number, locale: TLocaleCode): Promise<TResource> {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const isUpdated = await updateResource(trx, actor.tenantCode, resourceId, {
        thumbnail_media_id: null,
        updated_at: now,
        updated_by: actor.userCode,
      });
      if (!isUpdated) {
        throw notFound('The resource');
      }
      await syncResourceSearchDocuments(trx, actor.tenantCode, resourceId, now);
    });
    return presentLoaded(db, actor.tenantCode, resourceId, locale, actor.userCode);
  }

  /** `POST /api/resources/validate`: every broken rule of a create or update body, saving nothing. */
  async function validateResource(actor: TResourceActor, body: TUpdateResourceRequest): Promise<TValidationResult> {
    const issues: TValidationIssue[] = [];
    let resourceId = body.resourceId;
    if (resourceId !== undefined) {
      const row = await findResourceById(db, actor.tenantCode, resourceId);
      if (!row) {
        issues.push(validationIssue('resourceId', 'resourceUnknown'));
        resourceId = undefined;
      }
    }
    issues.push(...(await checkResourceBody(db, actor.tenantCode, body, resourceId)).issues);
    return { isValid: issues.length === 0, errors: issues };
  }

  /** `POST /api/Assets/Validate`: every broken rule of one asset (of `resourceId` when given). */
  async function validateAsset(actor: TResourceActor, body: TValidateAssetRequest): Promise<TValidationResult> {
    const issues = checkAssetRules(body);
    if (body.resourceId !== undefined && !(await findResourceById(db, actor.tenantCode, body.resourceId))) {
      issues.push(validationIssue('resourceId', 'resourceUnknown'));
    } else if (body.assetId !== undefined) {
      const assets =
        body.resourceId === undefined ? [] : await findAssetsOfResources(db, actor.tenantCode, [body.resourceId]);
      if (!assets.some((asset) => asset.id === body.assetId)) {
        issues.push(validationIssue('assetId', 'assetUnknown'));
      }
    }
    const media = await findAttachableMedia(
      db,
      actor.tenantCode,
      body.assetAttachments.map((attachment) => attachment.mediaId),
    );
    issues.push(...checkAttachmentMedia(body, media, ''));
    return { isValid: issues.length === 0, errors: issues };
  }

  /** The admin list: every status, with search, filters, sort and paging. */
  async function searchAdmin(
    actor: TResourceActor,
    request: TAdminResourceSearchRequest,
  ): Promise<TAdminResourceSearchResponse> {
    const parameters = request.searchParameters;
    const locale = listLocaleOf(parameters, actor.defaultLocale);
    const filter: TResourceFilter = {
      ...searchFilterOf(parameters),
      ...(parameters.status ? { statuses: parameters.status } : {}),
    };
    const sort = sortOf(request.sortColumns, NEWEST_FIRST);
    const [totalRecords, rows] = await Promise.all([
      countResources(db, actor.tenantCode, filter),
      findResourcesPage(db, actor.tenantCode, filter, sort, pageWindow(request), locale),
    ]);
    const extras = await loadListExtras(db, actor.tenantCode, actor.userCode, rows);
    const now = new Date();
    return { result: rows.map((row) => presentAdminListItem(row, extras, locale, now)), totalRecords };
  }

  return {
    getResource,
    create,
    update,
    publish,
    unpublish,
    remove,
    removeThumbnail,
    validateResource,
    validateAsset,
    searchAdmin,
  };
}

/* What the admin home asks without an actor: how many published resources expire soon. */
export { countResourcesExpiringBetween } from './resources.repository.ts';
