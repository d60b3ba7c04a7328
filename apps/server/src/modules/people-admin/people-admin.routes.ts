import {
  MANAGE_USERS_PERMISSION,
  ZChangePersonStatusResponseSchema,
  ZCreatePersonRequestSchema,
  ZCreatePersonResponseSchema,
  ZGetPersonResponseSchema,
  ZPersonParamsSchema,
  ZSearchPeopleRequestSchema,
  ZSearchPeopleResponseSchema,
  ZSetPersonAccessRequestSchema,
  ZSetPersonAccessResponseSchema,
  ZUpdatePersonRequestSchema,
  ZUpdatePersonResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TPeopleAdminService } from './people-admin.service.ts';

const MANAGE_USERS = requirePermissions([MANAGE_USERS_PERMISSION]);
const tags = ['admin'];

/** People administration (issue 21): `/api/admin/people`. */
export const peopleAdminRoutes: FastifyPluginAsyncZod<{ people: TPeopleAdminService }> = async (app, { people }) => {
  app.post(
    '/api/admin/people/search',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: "The tenant's people, filtered and paged",
        body: ZSearchPeopleRequestSchema,
        response: { 200: ZSearchPeopleResponseSchema },
      },
    },
    async (request) => people.searchPeople(requestTenant(request).tenantCode, request.body),
  );

  app.get(
    '/api/admin/people/:userCode',
    {
      config: { access: MANAGE_USERS },
      schema: { tags, summary: 'A person', params: ZPersonParamsSchema, response: { 200: ZGetPersonResponseSchema } },
    },
    async (request) => people.getPerson(requestTenant(request).tenantCode, request.params.userCode),
  );

  app.post(
    '/api/admin/people',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: 'Creates a person',
        body: ZCreatePersonRequestSchema,
        response: { 201: ZCreatePersonResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await people.createPerson(actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/people/:userCode',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: "Replaces a person's names, email, job role, location and manager",
        params: ZPersonParamsSchema,
        body: ZUpdatePersonRequestSchema,
        response: { 200: ZUpdatePersonResponseSchema },
      },
    },
    async (request) => people.updatePerson(actorOf(request), request.params.userCode, request.body),
  );

  app.put(
    '/api/admin/people/:userCode/access',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: "Replaces a person's direct roles and groups",
        params: ZPersonParamsSchema,
        body: ZSetPersonAccessRequestSchema,
        response: { 200: ZSetPersonAccessResponseSchema },
      },
    },
    async (request) => people.setPersonAccess(actorOf(request), request.params.userCode, request.body),
  );

  app.post(
    '/api/admin/people/:userCode/deactivate',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: 'Deactivates a person: their tokens and sessions end',
        params: ZPersonParamsSchema,
        response: { 200: ZChangePersonStatusResponseSchema },
      },
    },
    async (request) => people.deactivatePerson(actorOf(request), request.params.userCode),
  );

  app.post(
    '/api/admin/people/:userCode/reactivate',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: 'Reactivates a person',
        params: ZPersonParamsSchema,
        response: { 200: ZChangePersonStatusResponseSchema },
      },
    },
    async (request) => people.reactivatePerson(actorOf(request), request.params.userCode),
  );
};
