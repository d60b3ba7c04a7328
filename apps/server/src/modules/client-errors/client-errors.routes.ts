import { ClientErrorValidation, ZProblemSchema, ZReportClientErrorRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { ClientErrorRateLimited, type TClientErrorsService } from './client-errors.service.ts';

/** Error reporting of the web app (`POST /api/client-errors`). */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{ clientErrors: TClientErrorsService }> = async (
  app,
  { clientErrors },
) => {
  app.post(
    '/api/client-errors',
    {
      // Public: errors before sign-in (start-up, sign-in callback) must be reported too.
      config: { access: PUBLIC },
      bodyLimit: ClientErrorValidation.maxBodyBytes,
      schema: {
        tags: ['client-errors'],
        summary: 'Reports an unhandled error of the web app',
        body: ZReportClientErrorRequestSchema,
        response: { 204: z.null().describe('Stored'), 400: ZProblemSchema, 413: ZProblemSchema, 429: ZProblemSchema },
      },
    },
    async (request, reply) => {
      try {
        await clientErrors.reportClientError(
          requestTenant(request),
          { correlationId: request.id, address: request.ip, log: request.log },
          request.body,
        );
      } catch (error) {
        if (error instanceof ClientErrorRateLimited) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};
