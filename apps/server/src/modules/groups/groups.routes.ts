import {
  MANAGE_ROLES_PERMISSION,
  ZAddGroupMembersRequestSchema,
  ZCreateGroupRequestSchema,
  ZGetGroupResponseSchema,
  ZGroupIdParamsSchema,
  ZGroupMemberParamsSchema,
  ZSearchGroupMembersRequestSchema,
  ZSearchGroupMembersResponseSchema,
  ZUpdateGroupRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TGroupsService } from './groups.service.ts';

// A group grants roles: whoever edits groups can grant any permission, as a role editor can.
const MANAGE_GROUPS = requirePermissions([MANAGE_ROLES_PERMISSION]);
const tags = ['groups'];

/** Group administration beside the spec's `POST /api/group/search` (roles module). */
export const groupsRoutes: FastifyPluginAsyncZod<{ groups: TGroupsService }> = async (app, { groups }) => {
  app.get(
    '/api/group/:id',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: 'A group with its roles and member count',
        params: ZGroupIdParamsSchema,
        response: { 200: ZGetGroupResponseSchema },
      },
    },
    async (request) => groups.getGroup(requestTenant(request).tenantCode, request.params.id),
  );

  app.post(
    '/api/group',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: 'Creates a group with its roles',
        body: ZCreateGroupRequestSchema,
        response: { 201: ZGetGroupResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await groups.createGroup(actorOf(request), request.body)),
  );

  app.put(
    '/api/group/:id',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: "Replaces a group's fields and roles",
        params: ZGroupIdParamsSchema,
        body: ZUpdateGroupRequestSchema,
        response: { 200: ZGetGroupResponseSchema },
      },
    },
    async (request) => groups.updateGroup(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/group/:id',
    {
      config: { access: MANAGE_GROUPS },
      schema: { tags, summary: 'Deletes a group, its roles and memberships', params: ZGroupIdParamsSchema },
    },
    async (request, reply) => {
      await groups.deleteGroup(actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/group/:id/members/search',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: "The group's members, paged",
        params: ZGroupIdParamsSchema,
        body: ZSearchGroupMembersRequestSchema,
        response: { 200: ZSearchGroupMembersResponseSchema },
      },
    },
    async (request) => groups.searchGroupMembers(requestTenant(request).tenantCode, request.params.id, request.body),
  );

  app.post(
    '/api/group/:id/members',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: 'Adds people to the group',
        params: ZGroupIdParamsSchema,
        body: ZAddGroupMembersRequestSchema,
        response: { 200: ZGetGroupResponseSchema },
      },
    },
    async (request) => groups.addGroupMembers(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/group/:id/members/:userCode',
    {
      config: { access: MANAGE_GROUPS },
      schema: {
        tags,
        summary: 'Removes a person from the group',
        params: ZGroupMemberParamsSchema,
        response: { 200: ZGetGroupResponseSchema },
      },
    },
    async (request) => groups.removeGroupMember(actorOf(request), request.params.id, request.params.userCode),
  );
};
