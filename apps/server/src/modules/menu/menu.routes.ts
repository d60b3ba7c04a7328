import {
  ADMIN_PERMISSIONS,
  ZGetAdminMenuRequestSchema,
  ZGetAdminMenuResponseSchema,
  ZGetMenuRequestSchema,
  ZGetMenuResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import type { TMenuService, TMenuViewer } from './menu.service.ts';

const tags = ['menu'];

function viewerOf(request: FastifyRequest): TMenuViewer {
  return { permissions: actorOf(request).permissions, origin: requestOrigin(request) };
}

/** The header's menus (spec section 2 "Header and menus"), built for the signed-in user. */
export const menuRoutes: FastifyPluginAsyncZod<{ menu: TMenuService }> = async (app, { menu }) => {
  app.get(
    '/api/menu',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The main nav for the signed-in user: the tenant's menu, its modules, the user's permissions",
        querystring: ZGetMenuRequestSchema,
        response: { 200: ZGetMenuResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) =>
      sendSerializedJson(reply, await menu.getMenuJson(requestTenant(request), viewerOf(request), request.query)),
  );

  app.get(
    '/api/menu/admin',
    {
      config: { access: requirePermissions(ADMIN_PERMISSIONS, 'any') },
      schema: {
        tags,
        summary:
          'The admin nav (Admin, Resource Library admin, Test and Trivia, Notifications admin) for a module administrator',
        querystring: ZGetAdminMenuRequestSchema,
        response: { 200: ZGetAdminMenuResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) =>
      sendSerializedJson(
        reply,
        await menu.getAdminMenuJson(requestTenant(request), viewerOf(request), request.query.locale),
      ),
  );
};
