import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { buildProblem, sendProblem } from '../lib/problem.ts';
import { PUBLIC } from './route-access.ts';
import { DOCUMENT_SECURITY_HEADERS, webAppContentSecurityPolicy } from './security-headers.ts';

/** The placeholder Vite writes into index.html (`html.cspNonce`), replaced per response. */
const NONCE_PLACEHOLDER = 'PORTAL_CSP_NONCE';

/** Keeps crawlers out of the whole portal: nothing of it is public content. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** Paths the web app answers itself: its routes and the identity provider's redirect targets. */
function isWebAppPath(path: string): boolean {
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc/') || path.startsWith('/static/')) {
    return false;
  }
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || lastSegment.endsWith('.html');
}

/**
 * Serves the built web app: hashed files under /static/ cached for a year as immutable, other
 * files as they are, and index.html (with a fresh CSP nonce) for every client-side route.
 * Owns the not-found handler: a path the web app does not own is a 404 problem.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexPath = join(distDir, 'index.html');
    const indexParts = existsSync(indexPath) ? readFileSync(indexPath, 'utf8').split(NONCE_PLACEHOLDER) : null;

    if (indexParts) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        // The build writes .br and .gz beside each asset (vite-plugin-compression2): sent with
        // `Content-Encoding` and `Vary: Accept-Encoding` to browsers that accept them.
        preCompressed: true,
        // index.html only with its nonce; dot-folders (Vite's .vite/manifest.json) never.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.includes('/.'),
        setHeaders(reply, filePath) {
          const isHashed = filePath.startsWith(join(distDir, 'static'));
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: serving the API only (run `npm run build`)');
    }

    // Crawlers stay out: every page but sign-in is the signed-in app, and sign-in is per tenant.
    app.get('/robots.txt', { config: { access: PUBLIC } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
    );

    function sendIndex(reply: FastifyReply): FastifyReply {
      const nonce = randomBytes(16).toString('base64');
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header('content-security-policy', webAppContentSecurityPolicy(nonce))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send((indexParts ?? []).join(nonce));
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const path = request.url.split('?')[0] ?? '/';
      if (indexParts && isRead && isWebAppPath(path)) {
        return sendIndex(reply);
      }
      return sendProblem(reply, buildProblem(request, 'route_not_found', `No route ${request.method} ${path}.`));
    });
  },
  { name: 'web-app' },
);
