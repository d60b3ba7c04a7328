import { SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../kysely.ts';
import type { Database } from '../schema.ts';
import { migrateToEmpty, migrateToLatest } from '../migrator.ts';
import { listTableNames } from '../table-names.ts';
import { syncBundledStrings } from '../../modules/translations/sync-bundled-strings.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, LOCALE_NAMES, type TDemoTenant } from './demo-tenants.ts';
import { insertDemoIdentity } from './seed-identity.ts';
import { buildTenantRow } from './tenant-row.ts';
import { insertDemoMenus, nameUnnamedDemoMenuItems, repairDemoStoresMenuItem } from './seed-menus.ts';
import { insertDemoNotifications } from './seed-notifications.ts';
import { insertDemoReferenceData } from './seed-reference-data.ts';
import { seedDemoAssessments } from './seed-assessments.ts';
import { seedDemoLearningPaths } from './seed-learning-paths.ts';
import { seedDemoReportData } from './seed-report-demo.ts';
import { seedDemoAssessmentAttempts } from './seed-assessment-attempts.ts';
import { seedDemoTrivia } from './seed-trivia.ts';
import { seedDemoNews } from './seed-news.ts';
import { seedDemoEvents } from './seed-events.ts';
import { seedDemoSkills } from './seed-skills.ts';
import { seedDemoTeam } from './seed-team.ts';
import { seedDemoDashboard } from './seed-dashboard.ts';
import { seedDemoStores } from './seed-stores.ts';
import { seedDemoLibraries } from './seed-resources.ts';
import { insertDemoShellContent, repairDemoPolicyPeriods } from './seed-shell-content.ts';

export type TSeedOutcome = 'seeded' | 'already-seeded' | 'refused-foreign-data';

export type TSeedOptions = {
  /**
   * Where the demo's generated media go. With it, the demo tenants also get their resource library
   * (categories, resources, media: `seed-resources.ts`); without it (most server tests) they do not.
   */
  mediaStore?: TBlobStore;
};

const demoCodes = new Set(DEMO_TENANTS.map((tenant) => tenant.code));

/** What the database holds: nothing, only the demo tenants, or data of someone else. */
async function inspectTenants(db: Kysely<Database>): Promise<'empty' | 'demo' | 'foreign'> {
  const rows = await db.selectFrom('tenants').select('tenant_code').execute();
  if (rows.length === 0) {
    return 'empty';
  }
  return rows.every((row) => demoCodes.has(row.tenant_code)) ? 'demo' : 'foreign';
}

/**
 * Brings a demo seeded by an earlier release up to what the seed now writes, where the difference is
 * a defect a user saw (issue 22), without re-seeding: each fix touches only rows still as the old
 * seed left them, so anything edited since stays.
 */
async function repairDemoData(db: Kysely<Database>): Promise<void> {
  await nameUnnamedDemoMenuItems(db, [...demoCodes]);
  await repairDemoStoresMenuItem(db, [...demoCodes]);
  await repairDemoPolicyPeriods(db, DEMO_TENANTS);
}

/**
 * Seeds the demo tenants when the database is empty. Idempotent: a database that already holds the
 * demo is left alone (except that a demo tenant whose resource library is still empty gets it, and
 * the old seed's defects are repaired: `repairDemoData`), and one that holds any other tenant is
 * never touched.
 */
export async function seedDemoIfEmpty(db: Kysely<Database>, options: TSeedOptions = {}): Promise<TSeedOutcome> {
  const state = await inspectTenants(db);
  if (state === 'demo') {
    await repairDemoData(db);
    if (options.mediaStore) {
      await seedDemoLibraries(db, options.mediaStore);
    }
    // A demo seeded before learning paths existed gains them (over its library).
    await seedDemoLearningPaths(db);
    // Test and Trivia content, and its set in the core paths (over the paths).
    await seedDemoAssessments(db);
    // After the assessment content: the demo learners' completed attempt (skipped without a set to take).
    await seedDemoAssessmentAttempts(db);
    // After the paths and sets: the people Acme's module reports count (skipped without core paths).
    await seedDemoReportData(db);
    // After the assessment content: each tenant's trivia quiz and a few plays (skipped without questions).
    await seedDemoTrivia(db);
    // After the library (its images are the covers): each tenant's articles, reads and likes.
    await seedDemoNews(db);
    // After the users: acme's events, registrations and attendance (skipped when it has events).
    await seedDemoEvents(db);
    // After the attempts: the skill set must not be the learners' demo attempt; tags need the library and paths.
    await seedDemoSkills(db);
    // After everything its widgets read: the dashboards and the learner's dated activity.
    await seedDemoDashboard(db);
    // Last: the manager's six reportees at different stages (over the paths, sets and record).
    await seedDemoTeam(db);
    // After the whole learning record (points) and the library (images): acme's rewards store.
    await seedDemoStores(db);
    return 'already-seeded';
  }
  if (state === 'foreign') {
    return 'refused-foreign-data';
  }
  // One hash for every demo account: they share the documented demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await insertLocales(trx);
    for (const tenant of DEMO_TENANTS) {
      await insertTenant(trx, tenant, passwordHash);
    }
    // Each tenant owns a copy of the interface strings, so it can reword its own later.
    await syncBundledStrings(trx);
  });
  // The library goes through the media and resource services, which open their own transactions.
  if (options.mediaStore) {
    await seedDemoLibraries(db, options.mediaStore);
  }
  await seedDemoLearningPaths(db);
  await seedDemoAssessments(db);
  // After the assessment content: the demo learners' completed attempt (skipped without a set to take).
  await seedDemoAssessmentAttempts(db);
  // After the paths and sets: the people Acme's module reports count (skipped without core paths).
  await seedDemoReportData(db);
  // After the assessment content: each tenant's trivia quiz and a few plays (skipped without questions).
  await seedDemoTrivia(db);
  // After the library (its images are the covers): each tenant's articles, reads and likes.
  await seedDemoNews(db);
  // After the users: acme's events, registrations and attendance.
  await seedDemoEvents(db);
  // After the attempts: the skill set must not be the learners' demo attempt; tags need the library and paths.
  await seedDemoSkills(db);
  // After everything its widgets read: the dashboards and the learner's dated activity.
  await seedDemoDashboard(db);
  // Last: the manager's six reportees at different stages (over the paths, sets and record).
  await seedDemoTeam(db);
  // After the whole learning record (points) and the library (images): acme's rewards store.
  await seedDemoStores(db);
  return 'seeded';
}

/** Re-creates the demo from scratch (`npm run seed`); refuses when the database holds other data. */
export async function reseedDemo(database: TDatabase, options: TSeedOptions = {}): Promise<TSeedOutcome> {
  // A database that never ran has no tables yet, hence nothing to protect.
  const tables = await listTableNames(database);
  if (tables.has('tenants') && (await inspectTenants(database.db)) === 'foreign') {
    return 'refused-foreign-data';
  }
  if (options.mediaStore && tables.has('media')) {
    await deleteDemoMediaContent(database.db, options.mediaStore);
  }
  await migrateToEmpty(database);
  await migrateToLatest(database);
  return seedDemoIfEmpty(database.db, options);
}

/** The stored files of the demo's media, which dropping the tables would leave behind. */
async function deleteDemoMediaContent(db: Kysely<Database>, store: TBlobStore): Promise<void> {
  const rows = await db
    .selectFrom('media')
    .select('storage_key')
    .where('tenant_code', 'in', [...demoCodes])
    .execute();
  await Promise.all(rows.map((row) => store.delete(row.storage_key)));
}

async function insertLocales(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('locales')
    .values(SUPPORTED_LOCALES.map((locale) => ({ locale })))
    .execute();
  await trx
    .insertInto('locale_names')
    .values(
      SUPPORTED_LOCALES.flatMap((locale) =>
        SUPPORTED_LOCALES.map((displayLocale) => ({
          locale,
          display_locale: displayLocale,
          name: LOCALE_NAMES[locale][displayLocale],
        })),
      ),
    )
    .execute();
}

async function insertTenant(trx: Transaction<Database>, tenant: TDemoTenant, passwordHash: string): Promise<void> {
  const now = new Date().toISOString();
  const tenantCode = tenant.code;
  await trx
    .insertInto('tenants')
    .values(
      buildTenantRow(tenantCode, {
        name: tenant.name,
        default_locale: tenant.defaultLocale,
        auth_client_id: tenant.clientId,
        brand_color: tenant.brandColor,
        created_at: now,
        updated_at: now,
      }),
    )
    .execute();
  await trx
    .insertInto('tenant_urls')
    .values(tenant.hosts.map((host, index) => ({ tenant_code: tenantCode, host, is_primary: index === 0 })))
    .execute();
  await trx
    .insertInto('tenant_modules')
    .values(
      tenant.modules.map((moduleCode, position) => ({ tenant_code: tenantCode, module_code: moduleCode, position })),
    )
    .execute();
  await trx
    .insertInto('tenant_metadata')
    .values({
      tenant_code: tenantCode,
      competencies_enabled: true,
      competency_user_view_enabled: true,
      idle_timer_start_after_seconds: 900,
      timeout_after_seconds: 60,
    })
    .execute();
  await trx
    .insertInto('tenant_locales')
    .values(tenant.locales.map((locale, position) => ({ tenant_code: tenantCode, locale, position })))
    .execute();
  await insertFooter(trx, tenant);
  await trx
    .insertInto('users')
    .values(
      tenant.users.map((user) => ({
        tenant_code: tenantCode,
        user_code: user.userCode,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        browsing_language_preference: user.browsingLanguagePreference,
        first_preference_updated: user.firstPreferenceUpdated,
        created_at: now,
        updated_at: now,
        password_hash: passwordHash,
        manager_user_code: user.managerUserCode ?? null,
        job_role_code: user.jobRoleCode,
        job_title: user.jobTitle,
        picture_media_id: null,
        location_id: null,
      })),
    )
    .execute();
  await insertDemoIdentity(trx, tenant, now);
  await insertDemoReferenceData(trx, tenant, now);
  await insertDemoShellContent(trx, tenant);
  await insertDemoMenus(trx, tenant);
  await insertDemoNotifications(trx, tenant, now);
}

async function insertFooter(trx: Transaction<Database>, tenant: TDemoTenant): Promise<void> {
  const tenantCode = tenant.code;
  const { footer } = tenant;
  await trx
    .insertInto('footer_configurations')
    .values({
      tenant_code: tenantCode,
      show_logo: true,
      show_change_language_link: true,
      show_language_switching_option: tenant.locales.length > 1,
      copyright: footer.copyright,
      show_terms_and_conditions: true,
      show_privacy: true,
      show_contact_us_form: true,
      contact_number: footer.contactNumber,
      show_powered_by: true,
      show_other_tenant_urls: footer.otherTenantUrls.length > 0,
    })
    .execute();
  if (footer.additionalLinks.length > 0) {
    await trx
      .insertInto('footer_additional_links')
      .values(
        footer.additionalLinks.map((link, position) => ({
          tenant_code: tenantCode,
          group_name: link.group ?? '',
          link_name: link.name,
          link_url: link.url,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.socialMedia.length > 0) {
    await trx
      .insertInto('footer_social_media')
      .values(
        footer.socialMedia.map((link, position) => ({
          tenant_code: tenantCode,
          media_name: link.name,
          media_url: link.url,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.productLinks.length > 0) {
    await trx
      .insertInto('footer_product_links')
      .values(
        footer.productLinks.map((link, position) => ({
          tenant_code: tenantCode,
          link_name: link.name,
          link_url: link.url,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.otherTenantUrls.length > 0) {
    await trx
      .insertInto('tenant_other_urls')
      .values(
        footer.otherTenantUrls.map((other, position) => ({
          tenant_code: tenantCode,
          name: other.name,
          url: other.url,
          position,
        })),
      )
      .execute();
  }
}
