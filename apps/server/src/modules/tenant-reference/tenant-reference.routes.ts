import {
  ZExecutePostLoginScriptResponseSchema,
  ZGetAllBusinessTypesResponseSchema,
  ZGetCompetenciesResponseSchema,
  ZGetJobDesignationsResponseSchema,
  ZGetJobRolesForBusinessTypesRequestSchema,
  ZGetJobRolesForBusinessTypesResponseSchema,
  ZGetRefQuotientsResponseSchema,
  ZGetReferenceDataRequestSchema,
  ZGetTenantContactsResponseSchema,
  ZGetTenantLocationTypesResponseSchema,
  ZGetTenantResponseSchema,
  ZGetTenantTagsResponseSchema,
  ZGetTenantUrlTagsRequestSchema,
  ZGetTenantUrlTagsResponseSchema,
  ZPasswordConfigSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TTenantReferenceService } from './tenant-reference.service.ts';

const tags = ['tenant'];

/** Tenant reference data (core service, `/api/tenant/...`, spec section 7 "Tenant"). */
export const tenantReferenceRoutes: FastifyPluginAsyncZod<{ reference: TTenantReferenceService }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/tenant',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The tenant and its metadata (competency flags, idle timeout)',
        response: { 200: ZGetTenantResponseSchema },
      },
    },
    async (request) => reference.getTenant(requestTenant(request)),
  );

  app.get(
    '/api/tenant/PasswordConfig',
    {
      // The sign-up and change-password forms show the rules, before sign-in too.
      config: { access: PUBLIC },
      schema: { tags, summary: "The tenant's password rules", response: { 200: ZPasswordConfigSchema } },
    },
    async (request) => reference.getPasswordConfig(requestTenant(request)),
  );

  // Lists that differ only by path, answer and service call: the tenant's data named in `?locale`.
  const localisedLists = [
    {
      url: '/api/tenant/JobDesignations',
      access: SIGNED_IN,
      summary: "The tenant's job designations",
      response: ZGetJobDesignationsResponseSchema,
      list: reference.listJobDesignations,
    },
    {
      url: '/api/tenant/tenantTags',
      access: SIGNED_IN,
      summary: "The tenant's tags",
      response: ZGetTenantTagsResponseSchema,
      list: reference.listTenantTags,
    },
    {
      url: '/api/tenant/GetTenantLocationTypes',
      access: SIGNED_IN,
      summary: "The tenant's location types (levels of its location tree)",
      response: ZGetTenantLocationTypesResponseSchema,
      list: reference.listLocationTypes,
    },
    {
      url: '/api/tenant/GetAllBussinessTypes',
      access: SIGNED_IN,
      summary: "The tenant's business types with their brands",
      response: ZGetAllBusinessTypesResponseSchema,
      list: reference.listBusinessTypes,
    },
    {
      url: '/api/tenant/competencies',
      access: SIGNED_IN,
      summary: "The tenant's competencies, parents before their children",
      response: ZGetCompetenciesResponseSchema,
      list: reference.listCompetencies,
    },
    {
      url: '/api/tenant/refquotients',
      access: SIGNED_IN,
      summary: 'Score bands of skill assessments (in returnValue)',
      response: ZGetRefQuotientsResponseSchema,
      list: reference.listRefQuotients,
    },
    {
      url: '/api/tenant/contacts',
      access: SIGNED_IN,
      summary: "The tenant's help-desk contacts",
      response: ZGetTenantContactsResponseSchema,
      list: reference.listTenantContacts,
    },
  ] as const;
  for (const { url, access, summary, response, list } of localisedLists) {
    app.get(
      url,
      {
        config: { access },
        schema: { tags, summary, querystring: ZGetReferenceDataRequestSchema, response: { 200: response } },
      },
      async (request) => list(requestTenant(request), request.query.locale),
    );
  }

  app.get(
    '/api/tenant/tenantUrlTags',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The tenant tags a page URL implies',
        querystring: ZGetTenantUrlTagsRequestSchema,
        response: { 200: ZGetTenantUrlTagsResponseSchema },
      },
    },
    async (request) => reference.listTenantUrlTags(requestTenant(request), request.query.url, request.query.locale),
  );

  app.get(
    '/api/tenant/JobRolesForBussinessType',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Job roles of one or more business types (bussinessTypeCodes repeated)',
        querystring: ZGetJobRolesForBusinessTypesRequestSchema,
        response: { 200: ZGetJobRolesForBusinessTypesResponseSchema },
      },
    },
    async (request) =>
      reference.listJobRolesForBusinessTypes(
        requestTenant(request),
        request.query.bussinessTypeCodes,
        request.query.locale,
      ),
  );

  // The post-login call has no input; clients send it with Content-Type application/json and no body.
  app.post(
    '/api/Tenant/executeScript/PostLogin',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Where the browser goes after sign-in (text/plain; empty when nowhere)',
        response: {
          200: {
            description: 'The URL, or an empty body',
            content: { 'text/plain': { schema: ZExecutePostLoginScriptResponseSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const { url, isRefused } = await reference.resolvePostLoginUrl(tenant, actorOf(request).userCode);
      if (isRefused) {
        request.log.warn({ tenantCode: tenant.tenantCode }, 'post-login script URL refused: not http(s) or a path');
      }
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );
};
