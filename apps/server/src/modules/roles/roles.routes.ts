import {
  ADMIN_PERMISSIONS,
  MANAGE_ROLES_PERMISSION,
  ZCreateRoleRequestSchema,
  ZCreateRoleResponseSchema,
  ZGetRoleResponseSchema,
  ZRoleIdParamsSchema,
  ZSearchGroupsRequestSchema,
  ZSearchGroupsResponseSchema,
  ZSearchRolesRequestSchema,
  ZSearchRolesResponseSchema,
  ZSearchRoleSummariesResponseSchema,
  ZUpdateRoleRequestSchema,
  ZUpdateRoleResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TRolesService } from './roles.service.ts';

const MANAGE_ROLES = requirePermissions([MANAGE_ROLES_PERMISSION]);
/** Group and role-name lookups serve admin features: any administrative permission opens them. */
const DIRECTORY = requirePermissions(ADMIN_PERMISSIONS, 'any');

/** Auth service calls about roles and groups (spec section 7). */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: TRolesService }> = async (app, { roles }) => {
  app.get(
    '/api/role/:id',
    {
      config: { access: MANAGE_ROLES },
      schema: {
        tags: ['roles'],
        summary: 'A role with its permissions',
        params: ZRoleIdParamsSchema,
        response: { 200: ZGetRoleResponseSchema },
      },
    },
    async (request) => roles.getRole(requestTenant(request).tenantCode, request.params.id),
  );

  app.post(
    '/api/role/all',
    {
      config: { access: MANAGE_ROLES },
      schema: {
        tags: ['roles'],
        summary: "The tenant's roles, paged",
        body: ZSearchRolesRequestSchema,
        response: { 200: ZSearchRolesResponseSchema },
      },
    },
    async (request) => roles.searchRoles(requestTenant(request).tenantCode, request.body),
  );

  app.post(
    '/api/role',
    {
      config: { access: MANAGE_ROLES },
      schema: {
        tags: ['roles'],
        summary: 'Creates a role with its permissions',
        body: ZCreateRoleRequestSchema,
        response: { 201: ZCreateRoleResponseSchema },
      },
    },
    async (request, reply) => {
      const role = await roles.createRole(actorOf(request), request.body);
      return reply.code(201).send(role);
    },
  );

  app.put(
    '/api/role/:id',
    {
      config: { access: MANAGE_ROLES },
      schema: {
        tags: ['roles'],
        summary: "Replaces a role's fields and permissions",
        params: ZRoleIdParamsSchema,
        body: ZUpdateRoleRequestSchema,
        response: { 200: ZUpdateRoleResponseSchema },
      },
    },
    async (request) => roles.updateRole(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/role/:id',
    {
      config: { access: MANAGE_ROLES },
      schema: {
        tags: ['roles'],
        summary: 'Deletes a role and its grants',
        params: ZRoleIdParamsSchema,
      },
    },
    async (request, reply) => {
      await roles.deleteRole(actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/role/search',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['roles'],
        summary: "The tenant's roles by name, without their permissions (audiences, assignments), paged",
        body: ZSearchRolesRequestSchema,
        response: { 200: ZSearchRoleSummariesResponseSchema },
      },
    },
    async (request) => roles.searchRoleSummaries(requestTenant(request).tenantCode, request.body),
  );

  app.post(
    '/api/group/search',
    {
      config: { access: DIRECTORY },
      schema: {
        tags: ['roles'],
        summary: "The tenant's groups, paged",
        body: ZSearchGroupsRequestSchema,
        response: { 200: ZSearchGroupsResponseSchema },
      },
    },
    async (request) => roles.searchGroups(requestTenant(request).tenantCode, request.body),
  );
};
