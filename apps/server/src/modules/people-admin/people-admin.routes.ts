import {
  MANAGE_USERS_PERMISSION,
  ZChangePersonStatusResponseSchema,
  ZCreatePersonRequestSchema,
  ZCreatePersonWithInvitationResponseSchema,
  ZGetInvitationResponseSchema,
  ZImportPeopleResponseSchema,
  PeopleImportValidation,
  ZGetPersonResponseSchema,
  ZPersonParamsSchema,
  ZResendInvitationResponseSchema,
  ZRevokeInvitationResponseSchema,
  ZSearchPeopleRequestSchema,
  ZSearchPeopleResponseSchema,
  ZSetPersonAccessRequestSchema,
  ZSetPersonAccessResponseSchema,
  ZUpdatePersonRequestSchema,
  ZUpdatePersonResponseSchema,
} from '@portal/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import type { TInvitationContext, TInvitationsService } from './invitations.service.ts';
import type { TPeopleAdminService } from './people-admin.service.ts';

const MANAGE_USERS = requirePermissions([MANAGE_USERS_PERMISSION]);
const tags = ['admin'];

/** The uploaded import file's bytes: 415 unless multipart, 400 without a file, 413 when too large. */
async function receiveImportFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const part = await request.file().catch(() => {
    throw new AppError('validation_failed', 'The multipart body could not be read.', { file: ['unreadable'] });
  });
  if (!part) {
    throw new AppError('validation_failed', 'No file was sent.', { file: ['unreadable'] });
  }
  const bytes = await part.toBuffer().catch(() => undefined);
  if (!bytes || part.file.truncated) {
    throw new AppError('validation_failed', 'The file is too large.', { file: ['too_large'] });
  }
  return bytes;
}

/** Invitation links point at the tenant's host the admin uses, and name the tenant. */
function invitationContext(request: FastifyRequest): TInvitationContext {
  return { origin: requestOrigin(request), tenantName: requestTenant(request).name };
}

/** People administration (issue 21): `/api/admin/people`. */
export const peopleAdminRoutes: FastifyPluginAsyncZod<{
  people: TPeopleAdminService;
  invitations: TInvitationsService;
}> = async (app, { people, invitations }) => {
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
    async (request, reply) =>
      sendKeptAnswer(request, reply, await people.searchPeopleAnswer(requestTenant(request).tenantCode, request.body)),
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
        summary: 'Creates a person and invites them to set a password',
        body: ZCreatePersonRequestSchema,
        response: { 201: ZCreatePersonWithInvitationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await people.createPerson(actorOf(request), request.body, invitationContext(request))),
  );

  // Multipart only for the import: other routes never pay for it.
  await app.register(async (imports) => {
    await imports.register(fastifyMultipart, {
      limits: { fileSize: PeopleImportValidation.maxFileBytes, files: 1, fields: 0, parts: 2 },
    });
    imports.post(
      '/api/admin/people/import',
      {
        config: { access: MANAGE_USERS },
        schema: {
          tags,
          summary: 'Creates and invites everyone of a CSV or .xlsx file, or nobody',
          consumes: ['multipart/form-data'],
          response: { 201: ZImportPeopleResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await people.importPeople(actorOf(request), await receiveImportFile(request), invitationContext(request)),
          ),
    );
  });

  app.get(
    '/api/admin/people/:userCode/invitation',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: "A person's latest invitation",
        params: ZPersonParamsSchema,
        response: { 200: ZGetInvitationResponseSchema },
      },
    },
    async (request) => invitations.getInvitation(requestTenant(request).tenantCode, request.params.userCode),
  );

  app.post(
    '/api/admin/people/:userCode/invitation',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: 'Sends a new invitation link, revoking the pending one',
        params: ZPersonParamsSchema,
        response: { 201: ZResendInvitationResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitations.resendInvitation(actorOf(request), request.params.userCode, invitationContext(request)),
        ),
  );

  app.delete(
    '/api/admin/people/:userCode/invitation',
    {
      config: { access: MANAGE_USERS },
      schema: {
        tags,
        summary: "Revokes a person's pending invitation",
        params: ZPersonParamsSchema,
        response: { 200: ZRevokeInvitationResponseSchema },
      },
    },
    async (request) => invitations.revokeInvitation(actorOf(request), request.params.userCode),
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
