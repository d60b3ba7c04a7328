import { ZUserPermissionsResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';

export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/UserProfile/UserPermissions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['permissions'],
        summary: "The signed-in user's permission strings in this tenant",
        response: { 200: ZUserPermissionsResponseSchema },
      },
    },
    async (request) => [...actorOf(request).permissions],
  );
};
