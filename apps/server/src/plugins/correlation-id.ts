import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CORRELATION_ID_HEADER, CORRELATION_ID_PATTERN } from '@portal/contracts';
import fp from 'fastify-plugin';

/**
 * Fastify's request id *is* the correlation id: the client's when it sent a well-formed one
 * (so its logs and ours join), a new UUID otherwise. Pino prints it on every line of the request.
 */
export function generateCorrelationId(request: IncomingMessage): string {
  const sent = request.headers[CORRELATION_ID_HEADER];
  return typeof sent === 'string' && CORRELATION_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** Echoes the correlation id on every response, errors included. */
export const correlationIdPlugin = fp(
  (app, _options, done) => {
    // Synchronous hooks: this runs on every request, and a promise per hook is measurable.
    app.addHook('onRequest', (request, reply, next) => {
      reply.header(CORRELATION_ID_HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'correlation-id' },
);
