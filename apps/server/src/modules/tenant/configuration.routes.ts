import {
  ZAppSettingsResponseSchema,
  ZGetAppSettingsRequestSchema,
  ZGetTenantConfigurationRequestSchema,
  ZProblemSchema,
  ZTenantConfigurationResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { PUBLIC } from '../../plugins/route-access.ts';
import { serializeAppSettings, TENANT_CONFIGURATION_PATH } from './app-settings.ts';
import type { TTenantService } from './tenant.service.ts';

/**
 * Start-up calls of the web app. They are public and not tenant-scoped: the web app does not know
 * its tenant yet, it names its URL and learns the tenant from the answer.
 */
export const configurationRoutes: FastifyPluginAsyncZod<{ tenants: TTenantService; isProduction: boolean }> = async (
  app,
  { tenants, isProduction },
) => {
  const appSettings = serializeAppSettings(isProduction);

  app.get(
    '/assets/appsettings.json',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['configuration'],
        summary: 'Settings the web app loads first',
        querystring: ZGetAppSettingsRequestSchema,
        response: { 200: ZAppSettingsResponseSchema },
      },
    },
    async (_request, reply) =>
      // Cacheable (spec section 7): the client adds ?v=build, so a release changes the URL.
      sendSerializedJson(reply.header('cache-control', 'public, max-age=300'), appSettings),
  );

  app.get(
    TENANT_CONFIGURATION_PATH,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['configuration'],
        summary: 'Tenant configuration for a tenant URL (spec section 3)',
        querystring: ZGetTenantConfigurationRequestSchema,
        response: { 200: ZTenantConfigurationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request, reply) =>
      sendSerializedJson(reply, await tenants.getTenantConfigurationJson(request.query.tenantUrl)),
  );
};
