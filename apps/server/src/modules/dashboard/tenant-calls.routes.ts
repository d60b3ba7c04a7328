import {
  ZTenantCategoryPreferenceConfigurationResponseSchema,
  ZTenantModulesQuerySchema,
  ZTenantModulesResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin } from '../../plugins/tenant-context.ts';
import type { TCategoriesService } from '../resources/categories.service.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';

/**
 * The remaining tenant calls of spec section 7 the dashboard's shell reads: the tenant's modules and
 * its category preference configuration. Any signed-in person of the tenant.
 */
export const tenantCallsRoutes: FastifyPluginAsyncZod<{
  tenants: Pick<TTenantService, 'listEnabledModules'>;
  categories: Pick<TCategoriesService, 'getConfiguration'>;
}> = async (app, { tenants, categories }) => {
  app.get(
    '/api/tenant/Modules',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['tenant'],
        summary: "The tenant's enabled modules in its order (names as the tenant configured them)",
        querystring: ZTenantModulesQuerySchema,
        response: { 200: ZTenantModulesResponseSchema },
      },
    },
    async (request) => succeeded(await tenants.listEnabledModules(actorOf(request).tenantCode, requestOrigin(request))),
  );

  app.get(
    '/api/tenant/CategoryPreferenceConfiguration',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['tenant'],
        summary: 'After how many days people are asked again for their preferred categories',
        response: { 200: ZTenantCategoryPreferenceConfigurationResponseSchema },
      },
    },
    // The resource library's own configuration (its CategoryConfiguration call answers the same).
    async (request) => categories.getConfiguration(actorOf(request)),
  );
};
