import fp from 'fastify-plugin';

// An invitation link carries its one-time token: the log keeps the path, never the token.
const INVITATION_TOKEN = /^(\/invitation\/)[^/?#]+/i;

/**
 * One access-log line per request, when its answer is sent: method, URL, status and response time,
 * with the correlation id the request's logger carries. Fastify's own request lines are off
 * (`disableRequestLogging`): they were two lines per request, an incoming one and a completed one.
 */
export const accessLogPlugin = fp(
  (app, _options, done) => {
    // Synchronous hook, and nothing built when info lines are off: this runs on every request.
    const isOn = ['trace', 'debug', 'info'].includes(app.log.level);
    app.addHook('onResponse', (request, reply, next) => {
      if (isOn) {
        request.log.info(
          {
            method: request.method,
            url: request.url.replace(INVITATION_TOKEN, '$1[token]'),
            statusCode: reply.statusCode,
            responseTime: Math.round(reply.elapsedTime * 100) / 100,
          },
          'request',
        );
      }
      next();
    });
    done();
  },
  { name: 'access-log' },
);
