import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; browsable at /api/docs, raw at /api/docs/json. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Portal API',
          description:
            'Multi-tenant learning portal. The tenant is chosen by the Host header. Errors are ' +
            'application/problem+json with a stable `code`; paged lists answer { result, totalRecords }; ' +
            'calls the spec reads as returnValue answer { success, returnValue, message }.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
