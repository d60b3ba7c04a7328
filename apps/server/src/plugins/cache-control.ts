import { isCacheableUrl } from '@portal/contracts';
import fp from 'fastify-plugin';

/**
 * Spec section 7: GET answers are not cached, except the URLs the spec lists as cacheable (those
 * routes set their own Cache-Control) and responses that already chose one (hashed static files).
 */
const NO_CACHE_HEADERS = { 'cache-control': 'no-cache, no-store, must-revalidate', pragma: 'no-cache', expires: '0' };

export const cacheControlPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !reply.hasHeader('cache-control') && !isCacheableUrl(request.url)) {
        reply.headers(NO_CACHE_HEADERS);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'cache-control' },
);
