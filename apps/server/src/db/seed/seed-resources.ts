import {
  DEFAULT_LOCALE,
  matchSupportedLocale,
  RESOURCE_MODULE_CODE,
  ResourcePermissions,
  type TResourceStatus,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import { storeMediaBytes } from '../../modules/media/media.service.ts';
import { createAssetListsService, recordAssetView } from '../../modules/resources/asset-lists.service.ts';
import { createCategory, saveUserCategories } from '../../modules/resources/categories.service.ts';
import {
  createResourceAssignmentsService,
  type TResourceDirectory,
} from '../../modules/resources/resource-assignments.service.ts';
import {
  createResource,
  createResourcesService,
  publishResource,
  type TResourceInput,
} from '../../modules/resources/resources.service.ts';
import type { TResourceActor } from '../../modules/resources/resources.policy.ts';
import type { Database } from '../schema.ts';
import { DEMO_TENANTS, type TDemoTenant } from './demo-tenants.ts';
import { seedDemoUploads } from './seed-uploads.ts';
import { generateMediaKit, MEDIA_KIT_KEYS, type TLanguage } from './demo-media-kit.ts';
import {
  ASSET_TITLES,
  parentCategoryOf,
  parseDuration,
  type TBilingual,
  type TDemoAsset,
  type TDemoAssignment,
  type TDemoCatalogue,
  type TDemoResource,
} from './resource-catalogue.ts';
import { ACME_CATALOGUE } from './resource-catalogue-acme.ts';
import { BOREAL_CATALOGUE } from './resource-catalogue-boreal.ts';

/*
 * The demo resource library (issue 5, "Demo content"): for each demo tenant, its generated media
 * (stored once through the media service and reused by every resource that shows them), its
 * categories, then its resources created, published or unpublished through the resource module's
 * own service functions, so rows, search documents and every invariant come from the same code as
 * the API; last, the demo users' views, favourites and assignments (the profile's accomplishments).
 * Runs after the demo tenants exist, outside their transaction: the services open their own.
 */

export const DEMO_CATALOGUES: readonly TDemoCatalogue[] = [ACME_CATALOGUE, BOREAL_CATALOGUE];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days after `now` (before it when negative). */
function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/*
 * Resources created at once per tenant (both tenants run side by side). On PostgreSQL each
 * resource is a few dozen round trips, and the pool has 10 connections; SQLite serialises anyway.
 */
const RESOURCE_CONCURRENCY = 4;

/** Runs `task` on every item, at most `limit` at a time; throws the first failure once all settled. */
async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failures.push(error);
        next = items.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) {
    throw failures[0];
  }
}

export type TSeededLibrary = { tenantCode: string; media: number; categories: number; resources: number };

/** The demo tenant a catalogue belongs to (its name, default language and users). */
function demoTenantOf(catalogue: TDemoCatalogue): TDemoTenant | undefined {
  return DEMO_TENANTS.find((candidate) => candidate.code === catalogue.tenantCode);
}

type TMediaKit = Map<string, string>;

function mediaIdOf(kit: TMediaKit, key: string): string {
  const mediaId = kit.get(key);
  if (!mediaId) {
    throw new Error(`demo media ${key} was not generated`);
  }
  return mediaId;
}

function categoryIdOf(catalogue: TDemoCatalogue, categoryIds: Map<string, number>, code: string): number {
  const id = categoryIds.get(code);
  if (id === undefined) {
    throw new Error(`unknown demo category ${code} in ${catalogue.tenantCode}`);
  }
  return id;
}

async function storeMediaKit(db: Kysely<Database>, store: TBlobStore, catalogue: TDemoCatalogue): Promise<TMediaKit> {
  const tenant = demoTenantOf(catalogue);
  const files = await generateMediaKit(catalogue, tenant?.name ?? catalogue.tenantCode);
  const kit: TMediaKit = new Map();
  for (const file of files) {
    const media = await storeMediaBytes({
      db,
      store,
      tenantCode: catalogue.tenantCode,
      fileName: file.fileName,
      bytes: file.bytes,
      uploadedBy: null,
    });
    kit.set(file.key, media.mediaId);
  }
  return kit;
}

async function createCategories(db: Kysely<Database>, catalogue: TDemoCatalogue): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, parent] of catalogue.categories.entries()) {
    const parentId = await createCategory(db, catalogue.tenantCode, {
      code: parent.code,
      nameEn: parent.names.en,
      nameFr: parent.names.fr,
      position,
    });
    ids.set(parent.code, parentId);
    for (const [childPosition, child] of parent.children.entries()) {
      const childId = await createCategory(db, catalogue.tenantCode, {
        code: child.code,
        nameEn: child.names.en,
        nameFr: child.names.fr,
        parentCategoryId: parentId,
        position: childPosition,
      });
      ids.set(child.code, childId);
    }
  }
  return ids;
}

function textsOf(titles: Partial<TBilingual>, descriptions: Partial<TBilingual>): TResourceInput['texts'] {
  const text = (title: string | undefined, description: string | undefined) =>
    title ? { title, description: description ? `<p>${description}</p>` : null } : null;
  return { en: text(titles.en, descriptions.en), 'fr-CA': text(titles.fr, descriptions.fr) };
}

function assetTextsOf(titles: Partial<TBilingual>): TResourceInput['assets'][number]['texts'] {
  return { en: titles.en ? { title: titles.en } : null, 'fr-CA': titles.fr ? { title: titles.fr } : null };
}

/** Media of a file asset: the tenant's own language, or both. */
function languagesOf(catalogue: TDemoCatalogue, asset: { isBilingual?: boolean }): TLanguage[] {
  return asset.isBilingual === true ? ['en', 'fr'] : [catalogue.primaryLanguage];
}

function assetInputOf(
  catalogue: TDemoCatalogue,
  kit: TMediaKit,
  resource: TDemoResource,
  asset: TDemoAsset,
): TResourceInput['assets'][number] {
  // A lone asset carries the resource's own title; several are told apart by their kind.
  const titles = asset.titles ?? (resource.assets.length === 1 ? resource.titles : ASSET_TITLES[asset.type]);
  const base = { assetTypeCode: asset.type, texts: assetTextsOf(titles) };
  const attach = (keys: string[]) => keys.map((key) => ({ mediaId: mediaIdOf(kit, key) }));
  switch (asset.type) {
    case 'URL_WEBINAR':
    case 'COURSE_HOSTED':
      return { ...base, url: `${catalogue.urlBases[asset.type]}/${asset.slug}`, assetAttachments: [] };
    case 'URL_PODCAST':
      return {
        ...base,
        url: asset.slug ? `${catalogue.urlBases.URL_PODCAST}/${asset.slug}` : null,
        assetAttachments: asset.hasAudio === true ? attach([MEDIA_KIT_KEYS.audio]) : [],
      };
    case 'IMAGE':
      return {
        ...base,
        url: null,
        assetAttachments: attach([
          MEDIA_KIT_KEYS.cover(parentCategoryOf(catalogue, resource.categories[0] ?? '').code),
        ]),
      };
    case 'DOCUMENT':
      return {
        ...base,
        url: null,
        assetAttachments: attach(languagesOf(catalogue, asset).map(MEDIA_KIT_KEYS.document)),
      };
    case 'POWERPOINT':
      return {
        ...base,
        url: null,
        assetAttachments: attach(languagesOf(catalogue, asset).map(MEDIA_KIT_KEYS.presentation)),
      };
    case 'VIDEO_MP4':
      return { ...base, url: null, assetAttachments: attach(languagesOf(catalogue, asset).map(MEDIA_KIT_KEYS.video)) };
  }
}

/** The body `POST /api/resources` would receive for this catalogue entry. */
function resourceInputOf(
  catalogue: TDemoCatalogue,
  kit: TMediaKit,
  categoryIds: Map<string, number>,
  resource: TDemoResource,
  now: Date,
): TResourceInput {
  const createdAt = new Date(now.getTime() - resource.ageDays * DAY_MS);
  const effective =
    resource.effectiveInDays === undefined ? createdAt : new Date(now.getTime() + resource.effectiveInDays * DAY_MS);
  const duration = parseDuration(resource.duration);
  const parentCode = parentCategoryOf(catalogue, resource.categories[0] ?? '').code;
  return {
    texts: textsOf(resource.titles, resource.descriptions),
    thumbnailMediaId: resource.hasThumbnail === false ? null : mediaIdOf(kit, MEDIA_KIT_KEYS.thumbnail(parentCode)),
    durationValue: duration.value,
    durationType: duration.type,
    effectiveDate: effective.toISOString(),
    expiryDate:
      resource.expiresAfterDays === undefined
        ? null
        : new Date(createdAt.getTime() + resource.expiresAfterDays * DAY_MS).toISOString(),
    isFeatured: resource.isFeatured ?? false,
    isElectrified: resource.isElectrified ?? false,
    categoryIds: resource.categories.map((code) => categoryIdOf(catalogue, categoryIds, code)),
    assets: resource.assets.map((asset) => assetInputOf(catalogue, kit, resource, asset)),
  };
}

/**
 * The resource service stamps a resource with the time it runs; the demo wants a library that grew
 * over months (lists sorted by created date show it). This moves the creation (and publication)
 * time of a freshly seeded resource and of its search documents back to its demo date.
 */
async function backdateResource(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  createdAt: string,
  status: TResourceStatus,
): Promise<void> {
  await db
    .updateTable('resources')
    .set({
      created_at: createdAt,
      updated_at: createdAt,
      ...(status === 'PENDING_PUBLISHING' ? {} : { published_at: createdAt }),
    })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', resourceId)
    .execute();
  await db
    .updateTable('search_documents')
    .set({ created_at: createdAt, updated_at: createdAt })
    .where('tenant_code', '=', tenantCode)
    .where('module_code', '=', RESOURCE_MODULE_CODE)
    .where('entity_kind', '=', 'RESOURCE')
    .where('entity_id', '=', String(resourceId))
    .execute();
}

/**
 * The demo users as the resource services know them: a signed-in user (`actorOf`), and the
 * directory the assignment service asks for the tenant's users (what the users module answers).
 */
async function actorsOf(db: Kysely<Database>, catalogue: TDemoCatalogue) {
  const tenant = demoTenantOf(catalogue);
  const defaultLocale = matchSupportedLocale(tenant?.defaultLocale ?? DEFAULT_LOCALE) ?? DEFAULT_LOCALE;
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_code', 'status'])
    .where('tenant_code', '=', catalogue.tenantCode)
    .execute();
  const actorOf = (userCode: string, permissions: string[] = []): TResourceActor => {
    const user = users.find((row) => row.user_code === userCode);
    if (!user) {
      throw new Error(`unknown demo user ${userCode} in ${catalogue.tenantCode}`);
    }
    return { tenantCode: catalogue.tenantCode, userCode, userId: user.id, defaultLocale, permissions };
  };
  const directory: TResourceDirectory = {
    getUsersByCodes: (_actor, userCodes) =>
      Promise.resolve(
        users
          .filter((row) => userCodes.includes(row.user_code))
          .map((row) => ({ userCode: row.user_code, status: row.status })),
      ),
    // Only the catalogue's author (an administrator) assigns, and administrators need no reportees.
    verifyMyReportee: () => Promise.resolve(false),
  };
  return { actorOf, directory };
}

/** Views spread over the last weeks, and favourites, through the feed's own functions. */
async function recordActivity(
  db: Kysely<Database>,
  catalogue: TDemoCatalogue,
  resourceIds: Map<string, number>,
  actorOf: (userCode: string) => TResourceActor,
  now: Date,
): Promise<void> {
  const tenant = demoTenantOf(catalogue);
  const userCodes = tenant?.users.map((user) => user.userCode) ?? [catalogue.authorUserCode];
  const lists = createAssetListsService(db);
  for (const resource of catalogue.resources) {
    const resourceId = resourceIds.get(resource.key);
    if (resourceId === undefined) {
      continue;
    }
    const views = resource.views ?? 0;
    // Spread between the resource's creation and now, within the last three weeks (trending window).
    const windowMs = Math.max(1, Math.min(resource.ageDays, 21)) * DAY_MS;
    for (let view = 0; view < views; view += 1) {
      const userCode = userCodes[view % userCodes.length] ?? catalogue.authorUserCode;
      const viewedAt = new Date(now.getTime() - ((view + 1) / (views + 1)) * windowMs).toISOString();
      await recordAssetView(db, catalogue.tenantCode, userCode, resourceId, null, viewedAt);
    }
    for (const userCode of resource.favoriteOf ?? []) {
      await lists.setFavorite(actorOf(userCode), resourceId, true);
    }
  }
}

/** A catalogue assignment that would not seed the accomplishments it describes: why, else undefined. */
function assignmentProblemOf(resource: TDemoResource, assignment: TDemoAssignment): string | undefined {
  if (assignment.daysAgo < 0 || assignment.daysAgo > resource.ageDays) {
    return 'is assigned before the resource exists or after the seed';
  }
  if (
    assignment.completedDaysAgo !== undefined &&
    (assignment.completedDaysAgo < 0 || assignment.completedDaysAgo > assignment.daysAgo)
  ) {
    return 'is completed before it is assigned or after the seed';
  }
  // A generated view after the assignment would complete it earlier than the catalogue says.
  if ((resource.views ?? 0) > 0) {
    return 'has generated views';
  }
  return undefined;
}

/**
 * The catalogue's assignments (the profile's accomplishments), made by its author through the
 * assignment service, then dated back to their demo dates as resources are. A completion is one
 * view of the assigned user after the assignment, recorded on top of the resource's `views`.
 */
async function recordAssignments(
  db: Kysely<Database>,
  catalogue: TDemoCatalogue,
  resourceIds: Map<string, number>,
  author: TResourceActor,
  directory: TResourceDirectory,
  now: Date,
): Promise<void> {
  const { tenantCode } = catalogue;
  const assignments = createResourceAssignmentsService(db, { directory });
  for (const resource of catalogue.resources) {
    const resourceId = resourceIds.get(resource.key);
    if (resourceId === undefined) {
      continue;
    }
    for (const assignment of resource.assignedTo ?? []) {
      const problem = assignmentProblemOf(resource, assignment);
      if (problem !== undefined) {
        throw new Error(`demo assignment of ${resource.key} in ${tenantCode} ${problem}`);
      }
      const answer = await assignments.assign(
        author,
        {
          resourceIds: [resourceId],
          userCodes: [assignment.userCode],
          isElective: assignment.isElective ?? false,
          dueDate: assignment.dueInDays === undefined ? null : daysFrom(now, assignment.dueInDays),
        },
        false,
      );
      if (!answer.success) {
        const reasons = answer.warnings.map((warning) => warning.message).join('; ');
        throw new Error(`demo assignment of ${resource.key} in ${tenantCode} refused: ${reasons}`);
      }
      await db
        .updateTable('resource_assignments')
        .set({ assigned_at: daysFrom(now, -assignment.daysAgo) })
        .where('tenant_code', '=', tenantCode)
        .where('user_code', '=', assignment.userCode)
        .where('resource_id', '=', resourceId)
        .execute();
      if (assignment.completedDaysAgo !== undefined) {
        const viewedAt = daysFrom(now, -assignment.completedDaysAgo);
        await recordAssetView(db, tenantCode, assignment.userCode, resourceId, null, viewedAt);
      }
    }
  }
}

/** Seeds one tenant's library; answers what it created. */
async function seedTenantLibrary(
  db: Kysely<Database>,
  store: TBlobStore,
  catalogue: TDemoCatalogue,
  now: Date = new Date(),
): Promise<TSeededLibrary> {
  const { tenantCode, authorUserCode } = catalogue;
  const kit = await storeMediaKit(db, store, catalogue);
  const categoryIds = await createCategories(db, catalogue);
  for (const [userCode, codes] of Object.entries(catalogue.userCategories)) {
    await saveUserCategories(
      db,
      tenantCode,
      userCode,
      codes.map((code) => categoryIdOf(catalogue, categoryIds, code)),
    );
  }
  const { actorOf, directory } = await actorsOf(db, catalogue);
  const admin = createResourcesService(db);
  const author = actorOf(authorUserCode, [ResourcePermissions.admin]);
  const resourceIds = new Map<string, number>();
  // Oldest first, so ids roughly grow with the creation dates as they would have.
  const byAge = [...catalogue.resources].sort((a, b) => b.ageDays - a.ageDays);
  await forEachConcurrently(byAge, RESOURCE_CONCURRENCY, async (resource) => {
    const created = await createResource(
      db,
      tenantCode,
      authorUserCode,
      resourceInputOf(catalogue, kit, categoryIds, resource, now),
    );
    const status = resource.status ?? 'PUBLISHED';
    if (status !== 'PENDING_PUBLISHING') {
      await publishResource(db, tenantCode, authorUserCode, created.resourceId);
    }
    if (status === 'UNPUBLISHED') {
      await admin.unpublish(author, created.resourceId, author.defaultLocale);
    }
    const createdAt = new Date(now.getTime() - resource.ageDays * DAY_MS).toISOString();
    await backdateResource(db, tenantCode, created.resourceId, createdAt, status);
    resourceIds.set(resource.key, created.resourceId);
  });
  await recordActivity(db, catalogue, resourceIds, actorOf, now);
  await recordAssignments(db, catalogue, resourceIds, author, directory, now);
  return { tenantCode, media: kit.size, categories: categoryIds.size, resources: resourceIds.size };
}

/** Whether the tenant's library was never seeded (no category and no resource). */
async function isLibraryEmpty(db: Kysely<Database>, tenantCode: string): Promise<boolean> {
  const [category, resource] = await Promise.all([
    db.selectFrom('categories').select('id').where('tenant_code', '=', tenantCode).limit(1).executeTakeFirst(),
    db.selectFrom('resources').select('id').where('tenant_code', '=', tenantCode).limit(1).executeTakeFirst(),
  ]);
  return category === undefined && resource === undefined;
}

/**
 * Seeds the resource library of every demo tenant whose library is still empty (a database seeded
 * before the library existed gets it on its next start). Answers what each tenant received.
 */
export async function seedDemoLibraries(
  db: Kysely<Database>,
  store: TBlobStore,
  now: Date = new Date(),
): Promise<TSeededLibrary[]> {
  const pending: TDemoCatalogue[] = [];
  for (const catalogue of DEMO_CATALOGUES) {
    const tenantExists = await db
      .selectFrom('tenants')
      .select('tenant_code')
      .where('tenant_code', '=', catalogue.tenantCode)
      .executeTakeFirst();
    if (tenantExists && (await isLibraryEmpty(db, catalogue.tenantCode))) {
      pending.push(catalogue);
    }
  }
  // Side by side: one tenant's files are generated (sharp, own threads) while the other's rows are written.
  const seeded: TSeededLibrary[] = [];
  await forEachConcurrently(pending, pending.length, async (catalogue) => {
    seeded.push(await seedTenantLibrary(db, store, catalogue, now));
  });
  // After the libraries; also on a demo seeded before the learners' uploads existed.
  await seedDemoUploads(db, store);
  return seeded.sort((a, b) => a.tenantCode.localeCompare(b.tenantCode));
}
