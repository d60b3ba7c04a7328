import {
  EventPermissions,
  ZAdminEventListResponseSchema,
  ZAdminEventResponseSchema,
  ZAdminSessionResponseSchema,
  ZAttendanceRequestSchema,
  ZAttendanceResponseSchema,
  ZEventAdminListQuerySchema,
  ZEventDeleteResponseSchema,
  ZEventDetailResponseSchema,
  ZEventListQuerySchema,
  ZEventListResponseSchema,
  ZEventLocaleQuerySchema,
  ZEventParamsSchema,
  ZEventSessionParamsSchema,
  ZLinkedCalendarQuerySchema,
  ZLocaleCodeSchema,
  ZMessageRegistrantsRequestSchema,
  ZMessageRegistrantsResponseSchema,
  ZMyRegistrationsResponseSchema,
  ZProblemSchema,
  ZRegistrationResponseSchema,
  ZSaveEventRequestSchema,
  ZSaveSessionRequestSchema,
  ZSessionRegistrationsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { succeeded } from '../../lib/api-result.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { PUBLIC, requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { contentDisposition } from '../media/media-file-names.ts';
import { markAttendance } from './event-attendance.ts';
import type { TEventsAdminService } from './events-admin.service.ts';
import type { TEventsService } from './events.service.ts';

const tags = ['events'];
const ADMIN = requirePermissions([EventPermissions.admin]);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
const withConflict = { ...problems, 409: ZProblemSchema };

export type TEventsRoutesOptions = {
  db: Kysely<Database>;
  events: TEventsService;
  admin: TEventsAdminService;
  record: TLearningRecordService;
};

/**
 * Events (the route list is in packages/contracts/src/events.ts). Learners need sign-in and see
 * only the published events of their audiences; administration needs EVENTS_ADMIN. The module
 * gate answers 404 on all of them for a tenant without EVENTS.
 */
export const eventsRoutes: FastifyPluginAsyncZod<TEventsRoutesOptions> = async (app, { db, events, admin, record }) => {
  // -------------------------------------------------------------------------------------------
  // Learners

  app.get(
    '/api/events',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Sessions I may attend: upcoming, mine, past or all, optionally within [from, to)',
        querystring: ZEventListQuerySchema,
        response: { 200: ZEventListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) => sendKeptAnswer(request, reply, await events.listAnswer(actorOf(request), request.query)),
  );

  app.get(
    '/api/events/registrations/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My registrations (seated or waiting) of sessions not yet ended',
        querystring: ZEventLocaleQuerySchema,
        response: { 200: ZMyRegistrationsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await events.myRegistrationsAnswer(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/events/:eventId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'An event with its sessions and my registrations',
        params: ZEventParamsSchema,
        querystring: ZEventLocaleQuerySchema,
        response: { 200: ZEventDetailResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await events.detail(actorOf(request), request.params.eventId, request.query.locale)),
  );

  app.post(
    '/api/events/sessions/:sessionId/registration',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Registers me: a seat when one is free, else the waiting list (201; 200 when already registered)',
        params: ZEventSessionParamsSchema,
        response: { 200: ZRegistrationResponseSchema, 201: ZRegistrationResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const { created, result } = await events.register(
        actorOf(request),
        request.params.sessionId,
        requestOrigin(request),
      );
      return reply.code(created ? 201 : 200).send(succeeded(result));
    },
  );

  app.delete(
    '/api/events/sessions/:sessionId/registration',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Cancels my registration; a seat freed goes to the first person waiting',
        params: ZEventSessionParamsSchema,
        response: { 200: ZRegistrationResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      succeeded(await events.cancel(actorOf(request), request.params.sessionId, requestOrigin(request))),
  );

  app.get(
    '/api/events/sessions/:sessionId/calendar.ics',
    {
      config: { access: SIGNED_IN },
      // No response schema: the answer is iCalendar text.
      schema: {
        tags,
        summary: 'The session as an iCalendar file',
        params: ZEventSessionParamsSchema,
        querystring: ZEventLocaleQuerySchema,
      },
    },
    async (request, reply) => {
      const calendar = await events.calendar(
        actorOf(request),
        request.params.sessionId,
        requestOrigin(request),
        request.query.locale,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `session-${request.params.sessionId}.ics`))
        .send(calendar);
    },
  );

  app.get(
    '/api/events/sessions/:sessionId/linked-calendar.ics',
    {
      // A link followed from a notification carries no bearer token: its signature is the proof.
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The session as an iCalendar file, by the signed link of a registration notification',
        params: ZEventSessionParamsSchema,
        querystring: ZLinkedCalendarQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const defaultLocale = ZLocaleCodeSchema.catch('en').parse(tenant.defaultLocale);
      const { exp, sig, locale } = request.query;
      const calendar = await events.calendarByLink(
        { tenantCode: tenant.tenantCode, defaultLocale },
        request.params.sessionId,
        { expiresAt: exp, sig, locale },
        requestOrigin(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `session-${request.params.sessionId}.ics`))
        .send(calendar);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Administration

  app.get(
    '/api/events/admin/events',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Every event of the tenant, newest first',
        querystring: ZEventAdminListQuerySchema,
        response: { 200: ZAdminEventListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => admin.list(actorOf(request), request.query),
  );

  app.get(
    '/api/events/admin/events/:eventId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One event, both languages, with its audiences and sessions',
        params: ZEventParamsSchema,
        response: { 200: ZAdminEventResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.getEvent(actorOf(request), request.params.eventId)),
  );

  app.post(
    '/api/events/admin/events',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Creates an event (DRAFT)',
        body: ZSaveEventRequestSchema,
        response: { 201: ZAdminEventResponseSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(succeeded(await admin.createEvent(actorOf(request), request.body))),
  );

  app.put(
    '/api/events/admin/events/:eventId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes an event',
        params: ZEventParamsSchema,
        body: ZSaveEventRequestSchema,
        response: { 200: ZAdminEventResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.updateEvent(actorOf(request), request.params.eventId, request.body)),
  );

  app.delete(
    '/api/events/admin/events/:eventId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes an event nobody registered for (409 otherwise)',
        params: ZEventParamsSchema,
        response: { 200: ZEventDeleteResponseSchema, ...withConflict },
      },
    },
    async (request) => succeeded(await admin.deleteEvent(actorOf(request), request.params.eventId)),
  );

  app.post(
    '/api/events/admin/events/:eventId/publish',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Publishes an event (it needs a session)',
        params: ZEventParamsSchema,
        response: { 200: ZAdminEventResponseSchema, ...withConflict },
      },
    },
    async (request) => succeeded(await admin.publishEvent(actorOf(request), request.params.eventId)),
  );

  app.post(
    '/api/events/admin/events/:eventId/cancel',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Cancels an event and its sessions not yet ended; everyone seated or waiting is notified',
        params: ZEventParamsSchema,
        response: { 200: ZAdminEventResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.cancelEvent(actorOf(request), request.params.eventId)),
  );

  app.post(
    '/api/events/admin/events/:eventId/sessions',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Adds a session to an event',
        params: ZEventParamsSchema,
        body: ZSaveSessionRequestSchema,
        response: { 201: ZAdminSessionResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await admin.addSession(actorOf(request), request.params.eventId, request.body))),
  );

  app.put(
    '/api/events/admin/sessions/:sessionId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes a session (a raised capacity seats people waiting)',
        params: ZEventSessionParamsSchema,
        body: ZSaveSessionRequestSchema,
        response: { 200: ZAdminSessionResponseSchema, ...withConflict },
      },
    },
    async (request) => succeeded(await admin.updateSession(actorOf(request), request.params.sessionId, request.body)),
  );

  app.delete(
    '/api/events/admin/sessions/:sessionId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes a session nobody registered for (409 otherwise)',
        params: ZEventSessionParamsSchema,
        response: { 200: ZEventDeleteResponseSchema, ...withConflict },
      },
    },
    async (request) => succeeded(await admin.deleteSession(actorOf(request), request.params.sessionId)),
  );

  app.post(
    '/api/events/admin/sessions/:sessionId/cancel',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Cancels a session; everyone seated or waiting is notified',
        params: ZEventSessionParamsSchema,
        response: { 200: ZAdminSessionResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.cancelSession(actorOf(request), request.params.sessionId)),
  );

  app.get(
    '/api/events/admin/sessions/:sessionId/registrations',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The people seated and the waiting list of a session',
        params: ZEventSessionParamsSchema,
        response: { 200: ZSessionRegistrationsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.registrations(actorOf(request), request.params.sessionId)),
  );

  app.put(
    '/api/events/admin/sessions/:sessionId/attendance',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Marks attendance of people seated ("attended" goes to the learning record, once)',
        params: ZEventSessionParamsSchema,
        body: ZAttendanceRequestSchema,
        response: { 200: ZAttendanceResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await markAttendance(db, record, actorOf(request), request.params.sessionId, request.body.entries)),
  );

  app.post(
    '/api/events/admin/sessions/:sessionId/message',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Sends an in-app message to the people seated (and waiting, when asked)',
        params: ZEventSessionParamsSchema,
        body: ZMessageRegistrantsRequestSchema,
        response: { 200: ZMessageRegistrantsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.message(actorOf(request), request.params.sessionId, request.body)),
  );
};
