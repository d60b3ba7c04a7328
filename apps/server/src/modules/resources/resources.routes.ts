import {
  ZAdminResourceSearchRequestSchema,
  ZAdminResourceSearchResponseSchema,
  ZAssignResourcesQuerySchema,
  ZAssignResourcesRequestSchema,
  ZAssignResourcesResponseSchema,
  ZCreateResourceRequestSchema,
  ZDeleteResourceResponseSchema,
  ZGetDurationTypesResponseSchema,
  ZGetResourceResponseSchema,
  ZGetUrlTypesResponseSchema,
  ZLocaleQuerySchema,
  ZProblemSchema,
  ZRecommendResourcesRequestSchema,
  ZRecommendResourcesResponseSchema,
  ZResourceActionResponseSchema,
  ZResourceParamsSchema,
  ZResourceTenantConfigurationSchema,
  ZSaveResourceResponseSchema,
  ZUpdateResourceParamsSchema,
  ZUpdateResourceRequestSchema,
  ZUserAssignmentsQuerySchema,
  ZUserAssignmentsResponseSchema,
  ZValidateResourceRequestSchema,
  ZValidateResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TResourceAssignmentsService } from './resource-assignments.service.ts';
import { listDurationTypes, listUrlTypes } from './resource-reference.ts';
import { localeOf, RESOURCE_ADMIN, type TAccessConfig } from './resource-request.ts';
import type { TResourceConfigurationService } from './resource-configuration.service.ts';
import type { TResourcesService } from './resources.service.ts';

type TResourceAction = TResourcesService['publish'];

const tags = ['resources'];

/**
 * Resource module, base `/api/resources` (spec section 7 "Resource module"). Administration needs
 * RESOURCELIBRARY_ADMIN; reading a resource, the reference lists, the tenant configuration and a
 * user's assignments need sign-in only (see resource-request.ts for the access of each kind).
 */
export const resourcesRoutes: FastifyPluginAsyncZod<{
  resources: TResourcesService;
  assignments: TResourceAssignmentsService;
  configuration: TResourceConfigurationService;
}> = async (app, { resources, assignments, configuration }) => {
  // The fixed reference lists, named in the asked language.
  const referenceLists = [
    {
      url: '/api/resources/refDurationTypes',
      config: { access: SIGNED_IN },
      summary: 'Duration types (D, M, H)',
      answer: ZGetDurationTypesResponseSchema,
      list: listDurationTypes,
    },
    {
      url: '/api/resources/refUrlTypes',
      config: { access: SIGNED_IN },
      summary: 'The asset types whose content is a link',
      answer: ZGetUrlTypesResponseSchema,
      list: listUrlTypes,
    },
  ] satisfies { url: string; config: TAccessConfig; summary: string; answer: unknown; list: unknown }[];
  for (const { url, config, summary, answer, list } of referenceLists) {
    app.get(
      url,
      { config, schema: { tags, summary, querystring: ZLocaleQuerySchema, response: { 200: answer } } },
      async (request) => list(localeOf(actorOf(request), request.query.locale)),
    );
  }

  app.get(
    '/api/resources/TenantConfiguration',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "What the tenant's resource library allows, and what the caller may do in it",
        response: { 200: ZResourceTenantConfigurationSchema },
      },
    },
    async (request) => configuration.getTenantConfiguration(actorOf(request)),
  );

  // A user's assignments, required or electives.
  const assignmentLists: { url: string; config: TAccessConfig; summary: string; isElective: boolean }[] = [
    {
      url: '/api/resources/assign',
      config: { access: SIGNED_IN },
      summary: "A user's required assignments (the user, their manager or an administrator)",
      isElective: false,
    },
    {
      url: '/api/resources/getelectives',
      config: { access: SIGNED_IN },
      summary: "A user's elective assignments (the user, their manager or an administrator)",
      isElective: true,
    },
  ];
  for (const { url, config, summary, isElective } of assignmentLists) {
    app.get(
      url,
      {
        config,
        schema: {
          tags,
          summary,
          querystring: ZUserAssignmentsQuerySchema,
          response: { 200: ZUserAssignmentsResponseSchema, 403: ZProblemSchema, 404: ZProblemSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { userCode, locale } = request.query;
        return assignments.listAssignments(actor, userCode, isElective, localeOf(actor, locale));
      },
    );
  }

  app.get(
    '/api/resources/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One resource: any status for administrators, visible ones for everyone else',
        params: ZResourceParamsSchema,
        querystring: ZLocaleQuerySchema,
        response: { 200: ZGetResourceResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return resources.getResource(actor, request.params.id, localeOf(actor, request.query.locale));
    },
  );

  // Status and thumbnail changes: each answers the changed resource in the asked language.
  const resourceActions: {
    method: 'GET' | 'DELETE';
    url: string;
    config: TAccessConfig;
    summary: string;
    act: TResourceAction;
  }[] = [
    {
      method: 'GET',
      url: '/api/resources/:id/publish',
      config: { access: RESOURCE_ADMIN },
      summary: 'Publishes a resource (its search documents follow in the same transaction)',
      act: resources.publish,
    },
    {
      method: 'GET',
      url: '/api/resources/:id/unpublish',
      config: { access: RESOURCE_ADMIN },
      summary: 'Unpublishes a resource',
      act: resources.unpublish,
    },
    {
      method: 'DELETE',
      url: '/api/resources/RemoveThumbnail/:id',
      config: { access: RESOURCE_ADMIN },
      summary: "Removes a resource's thumbnail (the media stays)",
      act: resources.removeThumbnail,
    },
  ];
  for (const { method, url, config, summary, act } of resourceActions) {
    app.route({
      method,
      url,
      config,
      schema: {
        tags,
        summary,
        params: ZResourceParamsSchema,
        querystring: ZLocaleQuerySchema,
        response: { 200: ZResourceActionResponseSchema, 404: ZProblemSchema },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        return succeeded(await act(actor, request.params.id, localeOf(actor, request.query.locale)));
      },
    });
  }

  app.delete(
    '/api/resources/:id',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a resource with its assets and search documents',
        params: ZResourceParamsSchema,
        response: { 200: ZDeleteResourceResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      await resources.remove(actorOf(request), request.params.id);
      return succeeded(request.params.id);
    },
  );

  app.post(
    '/api/resources',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'Creates a resource (PENDING_PUBLISHING)',
        querystring: ZLocaleQuerySchema,
        body: ZCreateResourceRequestSchema,
        response: { 201: ZSaveResourceResponseSchema, 400: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await resources.create(actor, request.body, localeOf(actor, request.query.locale));
      return reply.code(201).send(succeeded(created));
    },
  );

  app.put(
    '/api/resources/:resourceId',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: "Replaces a resource's texts, settings, categories and assets",
        params: ZUpdateResourceParamsSchema,
        querystring: ZLocaleQuerySchema,
        body: ZUpdateResourceRequestSchema,
        response: { 200: ZSaveResourceResponseSchema, 400: ZProblemSchema, 404: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return succeeded(
        await resources.update(actor, request.params.resourceId, request.body, localeOf(actor, request.query.locale)),
      );
    },
  );

  app.post(
    '/api/resources/validate',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'Checks a resource body against the server-side rules, saving nothing',
        body: ZValidateResourceRequestSchema,
        response: { 200: ZValidateResponseSchema },
      },
    },
    async (request) => succeeded(await resources.validateResource(actorOf(request), request.body)),
  );

  app.post(
    '/api/resources/admin/search',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'The admin list: every status, search, filters, sort and paging',
        body: ZAdminResourceSearchRequestSchema.nullish().transform(
          (body) => body ?? ZAdminResourceSearchRequestSchema.parse({}),
        ),
        response: { 200: ZAdminResourceSearchResponseSchema },
      },
    },
    async (request) => resources.searchAdmin(actorOf(request), request.body),
  );

  app.post(
    '/api/resources/recommend',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'Recommends published resources to users',
        body: ZRecommendResourcesRequestSchema,
        response: { 200: ZRecommendResourcesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await assignments.recommend(actorOf(request), request.body)),
  );

  app.post(
    '/api/resources/assign',
    {
      config: { access: RESOURCE_ADMIN },
      schema: {
        tags,
        summary: 'Assigns resources to users; warnings stop it unless ignoreWarnings=true',
        querystring: ZAssignResourcesQuerySchema,
        body: ZAssignResourcesRequestSchema,
        response: { 200: ZAssignResourcesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => {
      const outcome = await assignments.assign(actorOf(request), request.body, request.query.ignoreWarnings);
      return {
        success: outcome.success,
        returnValue: { assignedCount: outcome.assignedCount, warnings: outcome.warnings },
        message: outcome.success ? null : 'Nothing was assigned: confirm the warnings with ignoreWarnings=true.',
      };
    },
  );
};
