import {
  ZGetProfileAccomplishmentsQuerySchema,
  ZGetProfileAccomplishmentsResponseSchema,
  ZGetProfileActivityQuerySchema,
  ZGetProfileActivityResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TProfileActivityService } from './profile-activity.service.ts';

const tags = ['profile'];

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
      const actor = actorOf(request);
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
      const actor = actorOf(request);
      return activity.getAccomplishments(actor, request.query.locale ?? actor.defaultLocale);
    },
  );
};
