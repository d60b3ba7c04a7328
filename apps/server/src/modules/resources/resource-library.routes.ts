import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import type { TTranslationsService } from '../translations/translations.service.ts';
import type { TUsersService } from '../users/users.service.ts';
import { assetListsRoutes } from './asset-lists.routes.ts';
import { createAssetListsService } from './asset-lists.service.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';
import { createResourceAssignmentsService } from './resource-assignments.service.ts';
import { createResourceConfigurationService } from './resource-configuration.service.ts';
import { resourceReportsRoutes } from './resource-reports.routes.ts';
import { createResourceReportsService } from './resource-reports.service.ts';
import { resourcesRoutes } from './resources.routes.ts';
import { createResourcesService } from './resources.service.ts';
import { userAssetsRoutes } from './user-assets.routes.ts';
import { createUserAssetsService } from './user-assets.service.ts';

export type TResourceLibraryOptions = {
  db: Kysely<Database>;
  /** Other modules, reached through their services only. */
  users: Pick<TUsersService, 'getUsersByCodes' | 'verifyMyReportee'>;
  tenants: Pick<TTenantService, 'listTenantLocales' | 'listEnabledModuleCodes'>;
  translations: Pick<TTranslationsService, 'getResourceStrings'>;
};

/**
 * The resource library (issue 5): resources, assets, categories, the feed's lists, learners'
 * uploads and reports, with their services. Registered in the tenant-scoped API.
 */
export const resourceLibraryRoutes: FastifyPluginAsyncZod<TResourceLibraryOptions> = async (
  app,
  { db, users, tenants, translations },
) => {
  const resources = createResourcesService(db);
  const assignments = createResourceAssignmentsService(db, { directory: users });
  const configuration = createResourceConfigurationService(db, {
    locales: async (actor) =>
      (
        await tenants.listTenantLocales(
          { tenantCode: actor.tenantCode, name: '', defaultLocale: actor.defaultLocale },
          actor.defaultLocale,
        )
      ).map((locale) => locale.locale),
  });
  const reports = createResourceReportsService(db, {
    strings: (tenant, locale) => translations.getResourceStrings(tenant, locale),
  });

  await app.register(resourcesRoutes, { resources, assignments, configuration });
  await app.register(assetListsRoutes, {
    lists: createAssetListsService(db, { enabledModuleCodes: tenants.listEnabledModuleCodes }),
    assignments,
  });
  await app.register(categoriesRoutes, { categories: createCategoriesService(db) });
  await app.register(userAssetsRoutes, {
    resources,
    userAssets: createUserAssetsService(db, { directory: users }),
  });
  await app.register(resourceReportsRoutes, { reports });
};
