import { Migrator, NO_MIGRATIONS, type Migration } from 'kysely/migration';
import type { TDatabase } from './kysely.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { identity } from './migrations/0002-identity.ts';
import { referenceData } from './migrations/0003-reference-data.ts';
import { menus } from './migrations/0004-menus.ts';
import { shellContent } from './migrations/0005-shell-content.ts';
import { media } from './migrations/0006-media.ts';
import { resources } from './migrations/0007-resources.ts';
import { searchIndex } from './migrations/0008-search-index.ts';
import { notifications } from './migrations/0009-notifications.ts';
import { userPictures } from './migrations/0010-user-pictures.ts';
import { searchRanking } from './migrations/0011-search-ranking.ts';
import { rateLimits } from './migrations/0012-rate-limits.ts';
import { learningPaths } from './migrations/0013-learning-paths.ts';
import { tenantBrand } from './migrations/0014-tenant-brand.ts';
import { tenantLogo } from './migrations/0015-tenant-logo.ts';
import { assessmentContent } from './migrations/0016-assessment-content.ts';
import { assessmentAttempts } from './migrations/0017-assessment-attempts.ts';
import { trivia } from './migrations/0018-trivia.ts';
import { skills } from './migrations/0019-skills.ts';
import { dashboardReports } from './migrations/0020-dashboard-reports.ts';
import { events } from './migrations/0021-events.ts';
import { news } from './migrations/0022-news.ts';
import { adminAudit } from './migrations/0023-admin-audit.ts';
import { searchAudience } from './migrations/0024-search-audience.ts';
import { userInvitations } from './migrations/0025-user-invitations.ts';
import { menuItemVisibility } from './migrations/0030-menu-item-visibility.ts';
import { peopleStatusIndex } from './migrations/0031-people-status-index.ts';
import { stores } from './migrations/0032-stores.ts';
import { teamNudges } from './migrations/0033-team-nudges.ts';
import { exploreBrowseIndex } from './migrations/0034-explore-browse-index.ts';

/**
 * Migrations are listed here in order (not discovered from the file system), so they ship inside
 * any bundle and a missing import is a type error rather than a silently skipped migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0003-reference-data': referenceData,
  '0004-menus': menus,
  '0005-shell-content': shellContent,
  '0006-media': media,
  '0007-resources': resources,
  '0008-search-index': searchIndex,
  '0009-notifications': notifications,
  '0010-user-pictures': userPictures,
  '0011-search-ranking': searchRanking,
  '0012-rate-limits': rateLimits,
  '0013-learning-paths': learningPaths,
  '0014-tenant-brand': tenantBrand,
  '0015-tenant-logo': tenantLogo,
  '0016-assessment-content': assessmentContent,
  '0017-assessment-attempts': assessmentAttempts,
  '0018-trivia': trivia,
  '0019-skills': skills,
  '0020-dashboard-reports': dashboardReports,
  '0021-events': events,
  '0022-news': news,
  '0023-admin-audit': adminAudit,
  '0024-search-audience': searchAudience,
  '0025-user-invitations': userInvitations,
  '0030-menu-item-visibility': menuItemVisibility,
  '0031-people-status-index': peopleStatusIndex,
  '0032-stores': stores,
  '0033-team-nudges': teamNudges,
  '0034-explore-browse-index': exploreBrowseIndex,
};

type TMigratable = Pick<TDatabase, 'db' | 'schema'>;

/** The portal's migrations on this database (tests of one migration step through them with it). */
export function createMigrator({ db, schema }: TMigratable): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Named explicitly: Kysely otherwise finds the migration tables of any schema on the server.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

async function run(step: Promise<Awaited<ReturnType<Migrator['migrateToLatest']>>>): Promise<string[]> {
  const { error, results } = await step;
  if (error) {
    throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  }
  return (results ?? []).map((result) => `${result.direction} ${result.migrationName}`);
}

/** Brings the schema to the latest migration; returns what ran. */
export function migrateToLatest(database: TMigratable): Promise<string[]> {
  return run(createMigrator(database).migrateToLatest());
}

/** Undoes every migration (used only to re-create a demo database). */
export function migrateToEmpty(database: TMigratable): Promise<string[]> {
  return run(createMigrator(database).migrateTo(NO_MIGRATIONS));
}
