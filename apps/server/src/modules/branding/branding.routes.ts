import {
  BRANDING_PERMISSION,
  matchSupportedLocale,
  ZGetBrandingResponseSchema,
  ZProblemSchema,
  ZUpdateBrandingRequestSchema,
  ZUpdateBrandingResponseSchema,
  type TLocaleCode,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { PUBLIC, requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TBrandingService } from './branding.service.ts';

const MANAGE_BRANDING = requirePermissions([BRANDING_PERMISSION]);
const tags = ['admin'];

/** The language of field messages: the caller's first Accept-Language, else the tenant's default. */
function messageLocale(request: FastifyRequest, fallback: TLocaleCode): TLocaleCode {
  return matchSupportedLocale(request.headers['accept-language']?.split(',')[0]?.split(';')[0]) ?? fallback;
}

/** The tenant's branding (issue 21): `/api/admin/branding`, and the sign-in pages' stylesheet. */
export const brandingRoutes: FastifyPluginAsyncZod<{ branding: TBrandingService }> = async (app, { branding }) => {
  app.get(
    '/api/admin/branding',
    {
      config: { access: MANAGE_BRANDING },
      schema: { tags, summary: "The tenant's brand colour and logo", response: { 200: ZGetBrandingResponseSchema } },
    },
    async (request) => branding.getBranding(requestTenant(request).tenantCode),
  );

  app.put(
    '/api/admin/branding',
    {
      config: { access: MANAGE_BRANDING },
      schema: {
        tags,
        summary: "Replaces the tenant's brand colour and logo (a colour must keep white text at WCAG AA)",
        body: ZUpdateBrandingRequestSchema,
        response: { 200: ZUpdateBrandingResponseSchema, 400: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return branding.updateBranding(
        requestTenant(request),
        actor,
        request.body,
        messageLocale(request, actor.defaultLocale),
      );
    },
  );

  app.get(
    '/signin-assets/brand.css',
    // The sign-in page shows before sign-in: its colours and logo are public, like the footer.
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/css; charset=utf-8')
        .send(await branding.getSignInStylesheet(requestTenant(request).tenantCode)),
  );
};
