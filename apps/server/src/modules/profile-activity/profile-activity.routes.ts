import {
  DEFAULT_LOCALE,
  matchSupportedLocale,
  ZGetProfileAccomplishmentsQuerySchema,
  ZGetProfileAccomplishmentsResponseSchema,
  ZGetProfileActivityQuerySchema,
  ZGetProfileActivityResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPrincipal } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TProfileActor } from './profile-activity.policy.ts';
import type { TProfileActivityService } from './profile-activity.service.ts';

const tags = ['profile'];

/** The tenant is the host's and the user the token's: there is no user code to ask for. */
function profileActorOf(request: FastifyRequest): TProfileActor {
  const principal = requestPrincipal(request);
  const tenant = requestTenant(request);
  return {
    tenantCode: tenant.tenantCode,
    userCode: principal.userCode,
    defaultLocale: matchSupportedLocale(tenant.defaultLocale) ?? DEFAULT_LOCALE,
    permissions: principal.permissions,
  };
}

/** The profile's Activity and Accomplishments pages (issue 7): the signed-in user's own records. */
export const profileActivityRoutes: FastifyPluginAsyncZod<{ activity: TProfileActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/api/userprofile/activity',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The signed-in user's activity (views, favourites, completions, uploads), newest first, paged",
        querystring: ZGetProfileActivityQuerySchema,
        response: { 200: ZGetProfileActivityResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = profileActorOf(request);
      const { pageNo, pageSize, locale } = request.query;
      return activity.listActivity(actor, { pageNo, pageSize }, locale ?? actor.defaultLocale);
    },
  );

  app.get(
    '/api/userprofile/accomplishments',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The signed-in user's completed assignments and published contributions, with their counts",
        querystring: ZGetProfileAccomplishmentsQuerySchema,
        response: { 200: ZGetProfileAccomplishmentsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = profileActorOf(request);
      return activity.getAccomplishments(actor, request.query.locale ?? actor.defaultLocale);
    },
  );
};
