import {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_STATUS,
  problemTypeUri,
  type TProblem,
  type TProblemCode,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TITLES: Record<TProblemCode, string> = {
  validation_failed: 'The request is not valid',
  unauthenticated: 'Sign-in required',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict with the current state',
  route_not_found: 'No such API route',
  tenant_not_found: 'Unknown tenant',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  service_unavailable: 'Service unavailable',
  internal_error: 'Internal server error',
};

export function buildProblem(
  request: FastifyRequest,
  code: TProblemCode,
  detail?: string,
  errors?: Record<string, string[]>,
): TProblem {
  return {
    type: problemTypeUri(code),
    title: TITLES[code],
    status: PROBLEM_STATUS[code],
    code,
    correlationId: request.id,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** Sends an RFC 9457 problem. Serialised here because Fastify's serialisers only know plain JSON. */
export function sendProblem(reply: FastifyReply, problem: TProblem): FastifyReply {
  return reply
    .code(problem.status)
    .header('content-type', `${PROBLEM_CONTENT_TYPE}; charset=utf-8`)
    .send(JSON.stringify(problem));
}
