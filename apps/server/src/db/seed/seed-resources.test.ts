import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_TYPE_CODES, type TResourceStatus } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { createProfileActivityService } from '../../modules/profile-activity/profile-activity.service.ts';
import { createUserAssetsService } from '../../modules/resources/user-assets.service.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { TDatabase } from '../kysely.ts';
import { migrateToLatest } from '../migrator.ts';
import { DEMO_MEDIA_FILES, readDemoMediaFile } from './demo-media-kit.ts';
import { ACME_CATALOGUE } from './resource-catalogue-acme.ts';
import { BOREAL_CATALOGUE } from './resource-catalogue-boreal.ts';
import type { TDemoAssignment, TDemoCatalogue } from './resource-catalogue.ts';
import { reseedDemo, seedDemoIfEmpty } from './seed-demo.ts';
import { DEMO_CATALOGUES } from './seed-resources.ts';
import { seedDemoUploads } from './seed-uploads.ts';

/*
 * The demo library, seeded once for the file (it is what a newcomer's first start does) and then
 * read back: counts, coverage of every asset type, both languages, statuses, dates, media stored
 * once and shared, search documents in step. The catalogue checks need no database.
 */

// Seeding the whole library is seconds of work; a loaded CI machine running both databases at once
// can take several times that, which is not what these tests measure.
const SEED_TIMEOUT_MS = 180_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The demo learner of each tenant (demo-tenants.ts): the one whose accomplishments the catalogue seeds. */
const DEMO_LEARNERS: Record<string, string> = { acme: 'acme-learner', boreal: 'boreal-apprenant' };

/** The catalogue's assignments of one user, each with its resource. */
const assignmentsOf = (catalogue: TDemoCatalogue, userCode: string) =>
  catalogue.resources.flatMap((resource) =>
    (resource.assignedTo ?? [])
      .filter((assignment) => assignment.userCode === userCode)
      .map((assignment) => ({ ...assignment, resource })),
  );

const isCompleted = (assignment: TDemoAssignment) => assignment.completedDaysAgo !== undefined;
const isOnTime = (assignment: TDemoAssignment) =>
  assignment.dueInDays === undefined || -(assignment.completedDaysAgo ?? 0) <= assignment.dueInDays;

const countFiles = (root: string): number =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(root, name)).isFile()).length;

describe('demo catalogue', () => {
  it.each(DEMO_CATALOGUES.map((catalogue) => [catalogue.tenantCode, catalogue] as const))(
    '%s has 60+ resources over every asset type, 6+ parent categories, statuses and dates that vary',
    (_code, catalogue) => {
      expect(catalogue.resources.length).toBeGreaterThanOrEqual(60);
      expect(catalogue.categories.length).toBeGreaterThanOrEqual(6);
      expect(catalogue.categories.every((category) => category.children.length >= 2)).toBe(true);
      const typeCounts = new Map<string, number>();
      for (const asset of catalogue.resources.flatMap((resource) => resource.assets)) {
        typeCounts.set(asset.type, (typeCounts.get(asset.type) ?? 0) + 1);
      }
      for (const type of ASSET_TYPE_CODES) {
        expect(typeCounts.get(type) ?? 0, type).toBeGreaterThanOrEqual(5);
      }
      const statuses = new Set(catalogue.resources.map((resource) => resource.status ?? 'PUBLISHED'));
      expect(statuses).toEqual(new Set<TResourceStatus>(['PUBLISHED', 'UNPUBLISHED', 'PENDING_PUBLISHING']));
      expect(catalogue.resources.filter((resource) => resource.isFeatured).length).toBeGreaterThanOrEqual(5);
      expect(new Set(catalogue.resources.map((resource) => resource.ageDays)).size).toBeGreaterThan(40);
      expect(new Set(catalogue.resources.map((resource) => resource.duration.slice(-1)))).toEqual(
        new Set(['M', 'H', 'D']),
      );
      const keys = catalogue.resources.map((resource) => resource.key);
      expect(new Set(keys).size).toBe(keys.length);
      const childCodes = new Set(
        catalogue.categories.flatMap((category) => category.children.map((child) => child.code)),
      );
      expect(catalogue.resources.every((resource) => resource.categories.every((code) => childCodes.has(code)))).toBe(
        true,
      );
    },
  );

  it.each(DEMO_CATALOGUES.map((catalogue) => [catalogue.tenantCode, catalogue] as const))(
    '%s assigns its learner required resources completed on time and late, an elective and one to do',
    (tenantCode, catalogue) => {
      const learner = DEMO_LEARNERS[tenantCode] ?? '';
      const assigned = assignmentsOf(catalogue, learner);
      const required = assigned.filter((assignment) => assignment.isElective !== true);
      const completedRequired = required.filter(isCompleted);
      expect(completedRequired.filter(isOnTime)).toHaveLength(1);
      expect(completedRequired.filter((assignment) => !isOnTime(assignment))).toHaveLength(1);
      const electives = assigned.filter((assignment) => assignment.isElective === true);
      expect(electives.filter(isCompleted)).toHaveLength(1);
      const open = required.filter((assignment) => !isCompleted(assignment));
      expect(open).toHaveLength(1);
      expect(open[0]?.dueInDays).toBeGreaterThan(0);
      // Only the learner is assigned, so everyone else's pages stay as they were.
      const everyAssignment = catalogue.resources.flatMap((resource) => resource.assignedTo ?? []);
      expect(everyAssignment).toHaveLength(assigned.length);
    },
  );

  it('writes real French: accents, and "sécurité" in many titles', () => {
    const frenchTitles = DEMO_CATALOGUES.flatMap((catalogue) =>
      catalogue.resources.map((resource) => resource.titles.fr ?? ''),
    );
    expect(frenchTitles.filter((title) => /[éèàçêô]/.test(title)).length).toBeGreaterThan(60);
    expect(frenchTitles.filter((title) => title.toLowerCase().includes('sécurité')).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps boreal French first, with a few resources in French only', () => {
    expect(BOREAL_CATALOGUE.primaryLanguage).toBe('fr');
    expect(
      BOREAL_CATALOGUE.resources.filter((resource) => resource.titles.en === undefined).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      ACME_CATALOGUE.resources.filter((resource) => resource.titles.fr === undefined).length,
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('demo library seed', () => {
  let database: TDatabase;
  let mediaRoot: string;
  let store: LocalFileStore;
  let seedMs = 0;

  beforeAll(async () => {
    database = await createTestDatabase(inject('migratedDatabaseTemplate'));
    await migrateToLatest(database);
    mediaRoot = mkdtempSync(join(tmpdir(), 'portal-seed-media-'));
    store = new LocalFileStore(mediaRoot);
    const started = performance.now();
    expect(await seedDemoIfEmpty(database.db, { mediaStore: store })).toBe('seeded');
    seedMs = performance.now() - started;
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await database.destroy();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const resourcesOf = (tenantCode: string) =>
    database.db.selectFrom('resources').selectAll().where('tenant_code', '=', tenantCode).execute();

  it('stays fast: both tenants in well under the start-up budget', () => {
    // About 2 s on SQLite and 5 s on PostgreSQL on a busy two-core machine; generous for CI runners.
    expect(seedMs).toBeLessThan(60_000);
  });

  it('creates every catalogue resource with its categories, in both languages', async () => {
    for (const catalogue of DEMO_CATALOGUES) {
      const rows = await resourcesOf(catalogue.tenantCode);
      expect(rows).toHaveLength(catalogue.resources.length);
      expect(rows.filter((row) => row.title_en !== null && row.title_fr !== null).length).toBeGreaterThan(55);
      const categories = await database.db
        .selectFrom('categories')
        .select(['code', 'parent_category_id'])
        .where('tenant_code', '=', catalogue.tenantCode)
        .execute();
      expect(categories.filter((row) => row.parent_category_id === null).length).toBe(catalogue.categories.length);
      expect(categories.filter((row) => row.parent_category_id !== null).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('uses every asset type, with links where the type has one and files where it has files', async () => {
    const assets = await database.db
      .selectFrom('resource_assets')
      .leftJoin('resource_asset_attachments', (join) =>
        join
          .onRef('resource_asset_attachments.asset_id', '=', 'resource_assets.id')
          .onRef('resource_asset_attachments.tenant_code', '=', 'resource_assets.tenant_code'),
      )
      .select([
        'resource_assets.tenant_code as tenantCode',
        'resource_assets.asset_type_code as type',
        'resource_assets.url as url',
        'resource_asset_attachments.content_type as contentType',
      ])
      .execute();
    for (const tenantCode of ['acme', 'boreal']) {
      const ofTenant = assets.filter((asset) => asset.tenantCode === tenantCode);
      expect(new Set(ofTenant.map((asset) => asset.type))).toEqual(new Set(ASSET_TYPE_CODES));
    }
    const contentTypesOf = (type: string) =>
      new Set(assets.filter((asset) => asset.type === type).map((asset) => asset.contentType));
    expect(contentTypesOf('DOCUMENT')).toEqual(new Set(['application/pdf']));
    expect(contentTypesOf('VIDEO_MP4')).toEqual(new Set(['video/mp4']));
    expect(contentTypesOf('POWERPOINT')).toEqual(new Set([PPTX]));
    expect(contentTypesOf('IMAGE')).toEqual(new Set(['image/jpeg']));
    expect(contentTypesOf('URL_PODCAST')).toEqual(new Set(['audio/mpeg', null]));
    for (const type of ['URL_WEBINAR', 'COURSE_HOSTED'] as const) {
      const links = assets.filter((asset) => asset.type === type);
      expect(links.every((asset) => /^https:\/\/[a-z.]+\.example\//.test(asset.url ?? ''))).toBe(true);
      expect(contentTypesOf(type)).toEqual(new Set([null]));
    }
  });

  it('stores each generated file once per tenant and shares it between resources', async () => {
    const media = await database.db
      .selectFrom('media')
      .select(['tenant_code', 'media_id', 'content_type', 'width', 'height'])
      .execute();
    for (const tenantCode of ['acme', 'boreal']) {
      const ofTenant = media.filter((row) => row.tenant_code === tenantCode);
      expect(ofTenant.length).toBeLessThan(25);
      expect(new Set(ofTenant.map((row) => row.content_type))).toEqual(
        new Set(['image/png', 'image/jpeg', 'application/pdf', PPTX, 'video/mp4', 'audio/mpeg']),
      );
      const thumbnails = ofTenant.filter((row) => row.content_type === 'image/png');
      expect(thumbnails.every((row) => row.width === 121 && row.height === 121)).toBe(true);
    }
    const attachments = await database.db.selectFrom('resource_asset_attachments').select('media_id').execute();
    expect(new Set(attachments.map((row) => row.media_id)).size * 3).toBeLessThan(attachments.length);
    const thumbnails = await database.db.selectFrom('resources').select('thumbnail_media_id').execute();
    expect(new Set(thumbnails.map((row) => row.thumbnail_media_id)).size).toBeLessThanOrEqual(16);
    // Every media row has its content in the store, and nothing else is there.
    expect(countFiles(mediaRoot)).toBe(media.length);
  });

  it('stores the committed video, audio, PDF and PowerPoint of each language, with the types their bytes show', async () => {
    const media = await database.db
      .selectFrom('media')
      .select(['tenant_code', 'file_name', 'content_type', 'storage_key'])
      .execute();
    const committed = [
      ...(['en', 'fr'] as const).flatMap((language) => [
        { name: DEMO_MEDIA_FILES.video(language), contentType: 'video/mp4' },
        { name: DEMO_MEDIA_FILES.document(language), contentType: 'application/pdf' },
        { name: DEMO_MEDIA_FILES.presentation(language), contentType: PPTX },
      ]),
      { name: DEMO_MEDIA_FILES.audio, contentType: 'audio/mpeg' },
    ];
    for (const tenantCode of ['acme', 'boreal']) {
      for (const file of committed) {
        const rows = media.filter(
          (row) => row.tenant_code === tenantCode && row.file_name === `${tenantCode}-${file.name}`,
        );
        expect(
          rows.map((row) => row.content_type),
          `${tenantCode}-${file.name}`,
        ).toEqual([file.contentType]);
        const stored = await store.read(rows[0]?.storage_key ?? '');
        expect(stored?.equals(await readDemoMediaFile(file.name)), `${tenantCode}-${file.name} as committed`).toBe(
          true,
        );
      }
    }
  });

  it('sets statuses, featured flags, durations and created dates that spread over months', async () => {
    const rows = await resourcesOf('acme');
    const statuses = new Map<string, number>();
    for (const row of rows) {
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    }
    expect(statuses.get('UNPUBLISHED')).toBeGreaterThanOrEqual(2);
    expect(statuses.get('PENDING_PUBLISHING')).toBeGreaterThanOrEqual(2);
    expect(statuses.get('PUBLISHED')).toBeGreaterThan(50);
    expect(rows.filter((row) => row.is_featured === true || row.is_featured === 1).length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.duration_type))).toEqual(new Set(['M', 'H', 'D']));
    const created = rows.map((row) => Date.parse(String(row.created_at)));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
    const newest = [...rows].sort((a, b) => Date.parse(String(b.created_at)) - Date.parse(String(a.created_at)))[0];
    expect(
      ['acme-rewards', 'escalation-matrix'].map(
        (key) => ACME_CATALOGUE.resources.find((r) => r.key === key)?.titles.en,
      ),
    ).toContain(newest?.title_en);
  });

  it('keeps the search documents in step: both locales, the status, the backdated dates', async () => {
    const documents = await database.db
      .selectFrom('search_documents')
      .select(['tenant_code', 'entity_id', 'locale', 'status', 'title', 'created_at'])
      .where('module_code', '=', 'RESOURCELIBRARY')
      .execute();
    const rows = [...(await resourcesOf('acme')), ...(await resourcesOf('boreal'))];
    for (const row of rows) {
      const ofResource = documents.filter(
        (document) => document.tenant_code === row.tenant_code && document.entity_id === String(row.id),
      );
      const locales = [row.title_en ? 'en' : null, row.title_fr ? 'fr-CA' : null].filter(Boolean);
      expect(ofResource.map((document) => document.locale).sort()).toEqual(locales);
      expect(ofResource.every((document) => document.status === row.status)).toBe(true);
      expect(
        ofResource.every((document) => Date.parse(String(document.created_at)) === Date.parse(String(row.created_at))),
      ).toBe(true);
    }
    const frenchSafety = documents.filter(
      (document) =>
        document.tenant_code === 'boreal' && document.locale === 'fr-CA' && document.title.includes('sécurité'),
    );
    expect(frenchSafety.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the learners categories, favourites and recent views (trending)', async () => {
    const userCategories = await database.db.selectFrom('user_categories').select(['user_code']).execute();
    expect(new Set(userCategories.map((row) => row.user_code))).toContain('acme-learner');
    expect(userCategories.map((row) => row.user_code)).not.toContain('acme-newhire');
    const favourites = await database.db.selectFrom('resource_favorites').select(['user_code']).execute();
    expect(favourites.some((row) => row.user_code === 'boreal-apprenant')).toBe(true);
    const views = await database.db.selectFrom('asset_views').select(['viewed_at']).execute();
    const monthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    expect(views.length).toBeGreaterThan(100);
    expect(views.every((row) => Date.parse(String(row.viewed_at)) > monthAgo)).toBe(true);
  });

  it.each(Object.entries(DEMO_LEARNERS))(
    "gives %s's learner the pending upload their notification speaks of, in My uploads (issue 22)",
    async (tenantCode, learner) => {
      const uploads = createUserAssetsService(database.db);
      const actor = { tenantCode, userCode: learner, userId: 0, defaultLocale: 'en' as const, permissions: [] };
      const mine = await uploads.listUserAssets(actor, { scope: 'mine', pageNo: 1, pageSize: 10 });
      expect(mine.totalRecords).toBe(1);
      expect(mine.result[0]).toMatchObject({
        userCode: learner,
        assetTypeCode: 'DOCUMENT',
        userAssetStatus: 'Pending',
      });
      expect(mine.result[0]?.mediaId).not.toBeNull();
      // A second start adds no second upload.
      expect(await seedDemoUploads(database.db, store)).toBe(0);
    },
  );

  it.each(Object.entries(DEMO_LEARNERS))(
    "gives %s's learner the catalogue's accomplishments (assignments completed by a later view)",
    async (tenantCode, learner) => {
      const catalogue = DEMO_CATALOGUES.find((candidate) => candidate.tenantCode === tenantCode);
      const assigned = catalogue ? assignmentsOf(catalogue, learner) : [];
      const completed = assigned.filter(isCompleted);
      const requiredCompleted = completed.filter((assignment) => assignment.isElective !== true).length;
      const profile = createProfileActivityService(database.db);
      const actor = { tenantCode, userCode: learner, defaultLocale: 'en' as const, permissions: [] };
      const answer = await profile.getAccomplishments(actor, 'en');
      expect(answer.summary).toEqual({
        completedCount: completed.length,
        requiredCompletedCount: requiredCompleted,
        electiveCompletedCount: completed.length - requiredCompleted,
        openAssignmentCount: assigned.length - completed.length,
        contributionCount: 0,
      });
      expect(answer.summary).toMatchObject({ completedCount: 3, requiredCompletedCount: 2, openAssignmentCount: 1 });
      const byTitle = new Map(answer.completedResources.map((item) => [item.title, item]));
      for (const assignment of completed) {
        const item = byTitle.get(assignment.resource.titles.en ?? '');
        expect(item, assignment.resource.key).toBeDefined();
        expect(item?.isElective).toBe(assignment.isElective === true);
        expect(item?.isCompletedOnTime).toBe(isOnTime(assignment));
        expect(item?.resourceId).not.toBeNull();
        // Dates relative to one another, since the seed ran at its own now.
        const daysToComplete = assignment.daysAgo - (assignment.completedDaysAgo ?? 0);
        expect(Date.parse(item?.completedAt ?? '') - Date.parse(item?.assignedAt ?? '')).toBe(daysToComplete * DAY_MS);
        expect(item?.dueDate === null).toBe(assignment.dueInDays === undefined);
      }
      // The completions are one view each on top of the generated ones: trending and reports stay predictable.
      const views = await database.db
        .selectFrom('asset_views')
        .select('resource_id')
        .where('tenant_code', '=', tenantCode)
        .execute();
      const generated = (catalogue?.resources ?? []).reduce((sum, resource) => sum + (resource.views ?? 0), 0);
      expect(views).toHaveLength(generated + completed.length);
    },
  );

  it('is idempotent: a second start adds nothing', async () => {
    const before = (await database.db.selectFrom('resources').select('id').execute()).length;
    expect(await seedDemoIfEmpty(database.db, { mediaStore: store })).toBe('already-seeded');
    expect((await database.db.selectFrom('resources').select('id').execute()).length).toBe(before);
    expect(countFiles(mediaRoot)).toBe((await database.db.selectFrom('media').select('media_id').execute()).length);
  });
});

describe('demo library on an existing demo database', () => {
  it(
    'is added to a demo seeded without it, and `npm run seed` leaves no stale files',
    async () => {
      const database = await createTestDatabase(inject('migratedDatabaseTemplate'));
      const mediaRoot = mkdtempSync(join(tmpdir(), 'portal-seed-media-'));
      const store = new LocalFileStore(mediaRoot);
      try {
        await migrateToLatest(database);
        expect(await seedDemoIfEmpty(database.db)).toBe('seeded');
        expect(await database.db.selectFrom('resources').select('id').execute()).toHaveLength(0);
        expect(await seedDemoIfEmpty(database.db, { mediaStore: store })).toBe('already-seeded');
        const count = (await database.db.selectFrom('resources').select('id').execute()).length;
        expect(count).toBe(ACME_CATALOGUE.resources.length + BOREAL_CATALOGUE.resources.length);
        const files = countFiles(mediaRoot);
        expect(await reseedDemo(database, { mediaStore: store })).toBe('seeded');
        expect((await database.db.selectFrom('resources').select('id').execute()).length).toBe(count);
        expect(countFiles(mediaRoot)).toBe(files);
      } finally {
        await database.destroy();
        rmSync(mediaRoot, { recursive: true, force: true });
      }
    },
    SEED_TIMEOUT_MS,
  );
});
