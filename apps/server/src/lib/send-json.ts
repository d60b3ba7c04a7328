import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialised (and checked against the route's response schema) when it was
 * cached: the hot start-up calls then cost a lookup, not a serialisation per request.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
