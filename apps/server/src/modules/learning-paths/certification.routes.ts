import {
  ZCertificationSearchRequestSchema,
  ZCertificationSearchResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TCertificationService } from './certification.service.ts';

/**
 * `POST /api/corepath/certifications` (contracts certification.ts): the search page's people and
 * their core-path certification. Signed in; who is listed follows the caller's permissions (path
 * admins and report viewers: everyone, others: their direct reports). The learning-path module
 * gate answers 404 for a tenant without learning paths.
 */
export const certificationRoutes: FastifyPluginAsyncZod<{ certification: TCertificationService }> = async (
  app,
  { certification },
) => {
  app.post(
    '/api/corepath/certifications',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['learning-paths'],
        summary: 'People the caller may see with their core-path certification, filtered and paged',
        body: ZCertificationSearchRequestSchema,
        response: { 200: ZCertificationSearchResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => certification.search(actorOf(request), request.body),
  );
};
