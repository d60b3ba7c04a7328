import {
  FOOTER_SETTINGS_PERMISSION,
  ZGetFooterSettingsResponseSchema,
  ZProblemSchema,
  ZUpdateFooterSettingsRequestSchema,
  ZUpdateFooterSettingsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TFooterSettingsService } from './footer-settings.service.ts';

const MANAGE_FOOTER = requirePermissions([FOOTER_SETTINGS_PERMISSION]);
const tags = ['admin'];

/** The footer's settings (issue 21): `/api/admin/footer`. */
export const footerSettingsRoutes: FastifyPluginAsyncZod<{ footerSettings: TFooterSettingsService }> = async (
  app,
  { footerSettings },
) => {
  app.get(
    '/api/admin/footer',
    {
      config: { access: MANAGE_FOOTER },
      schema: {
        tags,
        summary: "The footer's settings with the links of every language",
        response: { 200: ZGetFooterSettingsResponseSchema },
      },
    },
    async (request) => footerSettings.getFooterSettings(requestTenant(request).tenantCode),
  );

  app.put(
    '/api/admin/footer',
    {
      config: { access: MANAGE_FOOTER },
      schema: {
        tags,
        summary: "Replaces the footer's settings and links",
        body: ZUpdateFooterSettingsRequestSchema,
        response: { 200: ZUpdateFooterSettingsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => footerSettings.updateFooterSettings(actorOf(request), request.body),
  );
};
