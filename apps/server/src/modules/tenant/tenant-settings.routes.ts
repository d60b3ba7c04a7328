import {
  TENANT_SETTINGS_PERMISSION,
  type TTenantSettings,
  ZTenantSettingsResponseSchema,
  ZUpdateIdentityProviderRequestSchema,
  ZUpdatePostLoginScriptRequestSchema,
  ZUpdateTagManagerRequestSchema,
  ZUpdateTenantGeneralRequestSchema,
  ZUpdateTenantMenusRequestSchema,
  ZUpdateTenantModulesRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actorOf, type TActor } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TTenantSettingsService } from './tenant-settings.service.ts';

const MANAGE_SETTINGS = requirePermissions([TENANT_SETTINGS_PERMISSION]);
const tags = ['admin'];
const response = { 200: ZTenantSettingsResponseSchema };

/** Tenant settings (issue 21): `/api/admin/settings`, one PUT per section, each answering them all. */
export const tenantSettingsRoutes: FastifyPluginAsyncZod<{ settings: TTenantSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings',
    { config: { access: MANAGE_SETTINGS }, schema: { tags, summary: "The tenant's settings", response } },
    async (request) => settings.getSettings(requestTenant(request).tenantCode),
  );

  /** One section's PUT: its body schema and the service function that writes it. */
  function section<S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    update: (actor: TActor, request: z.infer<S>) => Promise<TTenantSettings>,
  ) {
    app.put(
      `/api/admin/settings/${path}`,
      { config: { access: MANAGE_SETTINGS }, schema: { tags, summary, body, response } },
      async (request) => update(actorOf(request), request.body as z.infer<S>),
    );
  }

  section('modules', 'Turns modules on and off', ZUpdateTenantModulesRequestSchema, settings.updateModules);
  section(
    'general',
    'Landing page, languages and idle timeout',
    ZUpdateTenantGeneralRequestSchema,
    settings.updateGeneral,
  );
  section('menus', "Menus' display modes, order and routes", ZUpdateTenantMenusRequestSchema, settings.updateMenus);
  section('tag-manager', 'The tag-manager container', ZUpdateTagManagerRequestSchema, settings.updateTagManager);
  section(
    'post-login-script',
    'The post-login script',
    ZUpdatePostLoginScriptRequestSchema,
    settings.updatePostLoginScript,
  );
  section(
    'identity-provider',
    'The external OpenID provider',
    ZUpdateIdentityProviderRequestSchema,
    settings.updateIdentityProvider,
  );
};
