import type { FastifyInstance } from 'fastify';

/**
 * In the calling plugin's scope, an empty body sent as application/json is no body (undefined)
 * rather than a 400: clients send `Content-Type: application/json` on every request (spec section 7
 * "All requests"), DELETE and input-less POST calls included. Non-empty bodies are parsed by
 * Fastify's own JSON parser (same prototype-poisoning protection); a route that needs a body still
 * refuses a missing one through its schema.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
