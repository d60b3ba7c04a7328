import { PassThrough } from 'node:stream';
import { ZCreateStreamTicketResponseSchema, ZNotificationStreamQuerySchema, ZProblemSchema } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TStreamSink } from './notification-streams.ts';
import type { TUserNotificationsService } from './user-notifications.service.ts';

const tags = ['user-notifications'];
const BASE = '/api/user-notification';

/** A `text/event-stream` answer whose body is written as events come (outside the JSON schemas). */
function sendEventStream(reply: FastifyReply, body: PassThrough): FastifyReply {
  return (
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      // Proxies (nginx) must pass events on as they come.
      .header('x-accel-buffering', 'no')
      .send(body)
  );
}

/**
 * Live delivery (issue 7): the signed-in user trades their bearer token for a one-minute ticket,
 * then opens `GET /stream?ticket=` with EventSource (which cannot send headers). The stream route
 * is declared public because the bearer check does not apply to it; the ticket is its credential
 * (checked by the service: this tenant, in time, active user), and a bad one is a 401. Both answer
 * 503 while this node cannot hear the other nodes (Redis away), and open streams end then.
 */
export const userNotificationsStreamRoutes: FastifyPluginAsyncZod<{
  notifications: TUserNotificationsService;
}> = async (app, { notifications }) => {
  app.addHook('preClose', (done) => {
    // Open streams would hold the server's close until its timeout.
    notifications.closeStreams();
    done();
  });
  app.addHook('onClose', async () => notifications.stop());

  app.post(
    `${BASE}/stream-ticket`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "A short-lived ticket that opens the signed-in user's notification stream (returnValue); 503 while live delivery is paused (poll the count)",
        response: { 200: ZCreateStreamTicketResponseSchema, 503: ZProblemSchema },
      },
    },
    async (request) => succeeded(notifications.createStreamTicket(actorOf(request))),
  );

  app.get(
    `${BASE}/stream`,
    {
      config: { access: PUBLIC },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Server-sent events of the ticket holder: ready, notification, unread; a heartbeat comment every 25 s (text/event-stream)',
        querystring: ZNotificationStreamQuerySchema,
        response: { 401: ZProblemSchema, 503: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const actor = await notifications.authorizeStream(requestTenant(request).tenantCode, request.query.ticket);
      const body = new PassThrough();
      // Writes after the client left are dropped below; a late error must not crash anything.
      body.on('error', () => {});
      const sink: TStreamSink = {
        write: (chunk) => {
          if (!body.destroyed && !body.writableEnded) {
            body.write(chunk);
          }
        },
        end: () => {
          if (!body.destroyed && !body.writableEnded) {
            body.end();
          }
        },
        backlog: () => body.writableLength + body.readableLength + reply.raw.writableLength,
      };
      const connection = await notifications.openStream(actor, sink);
      reply.raw.on('close', () => connection.close());
      return sendEventStream(reply, body);
    },
  );
};
