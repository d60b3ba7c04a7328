import { ZHealthResponseSchema, ZProblemSchema, ZReadyResponseSchema } from '@portal/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { PUBLIC } from '../../plugins/route-access.ts';

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: PUBLIC },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: ZHealthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: ZReadyResponseSchema, 503: ZProblemSchema },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new AppError('service_unavailable', 'The database is not reachable.');
      }
      return { status: 'ready' as const, database: app.database.dialect };
    },
  );
};
