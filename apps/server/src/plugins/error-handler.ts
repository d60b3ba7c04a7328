import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TProblemCode } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import { buildProblem, sendProblem } from '../lib/problem.ts';
import { unavailableDependencyOf, type TUnavailableDependency } from '../lib/unavailable-dependency.ts';

const UNAVAILABLE: Record<TUnavailableDependency, string> = {
  database: 'The database is not reachable right now. Try again in a moment.',
  storage: 'File storage is not reachable right now: files cannot be uploaded or opened. Try again in a moment.',
  service: 'A service the portal needs is not reachable right now. Try again in a moment.',
};
// Seconds a client is told to wait: outages worth a 503 are restarts and fail-overs.
const RETRY_AFTER_SECONDS = '5';

/** Status codes Fastify itself raises for bad requests, mapped to our stable codes. */
function codeForClientError(status: number): TProblemCode {
  switch (status) {
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'validation_failed';
  }
}

function fieldErrorsOf(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return errors;
  }
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || error.validationContext || 'request';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/** Every error leaves as application/problem+json; 5xx never show their internals. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.code === 'service_unavailable') {
          reply.header('retry-after', RETRY_AFTER_SECONDS);
        }
        return sendProblem(reply, buildProblem(request, error.code, error.message, error.fieldErrors));
      }
      if (error.validation) {
        const where = error.validationContext ?? 'request';
        return sendProblem(
          reply,
          buildProblem(request, 'validation_failed', `The ${where} is not valid.`, fieldErrorsOf(error)),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(reply, buildProblem(request, codeForClientError(status), error.message));
      }
      // A dependency out of reach (a restart, a network cut) is not a defect: 503, so that clients and
      // balancers retry; and it never waits for the dependency (node-postgres gives up connecting quickly).
      const unavailable = unavailableDependencyOf(error);
      if (unavailable !== null) {
        request.log.warn({ err: error, dependency: unavailable }, 'dependency unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        return sendProblem(reply, buildProblem(request, 'service_unavailable', UNAVAILABLE[unavailable]));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, buildProblem(request, 'internal_error', 'Something went wrong on our side.'));
    });
  },
  { name: 'error-handler' },
);
