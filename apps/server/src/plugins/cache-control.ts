import { isCacheableUrl } from '@portal/contracts';
import fp from 'fastify-plugin';

/**
 * Spec section 7: GET answers are not cached, except the URLs the spec lists as cacheable (those
 * routes set their own Cache-Control) and responses that already chose one (hashed static files).
 */
export const cacheControlPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return;
      }
      if (reply.hasHeader('cache-control') || isCacheableUrl(request.url)) {
        return;
      }
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      reply.header('pragma', 'no-cache');
      reply.header('expires', '0');
    });
  },
  { name: 'cache-control' },
);
