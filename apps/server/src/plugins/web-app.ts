import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_BOOT_ELEMENT_ID } from '@portal/contracts';
import { escapeHtml } from '../lib/escape-html.ts';
import { buildProblem, sendProblem } from '../lib/problem.ts';
import { readRoutePreloadLinks } from './route-preloads.ts';
import { PUBLIC } from './route-access.ts';
import { DOCUMENT_SECURITY_HEADERS, webAppContentSecurityPolicy } from './security-headers.ts';

/** The placeholder Vite writes into index.html (`html.cspNonce`), replaced per response. */
const NONCE_PLACEHOLDER = 'PORTAL_CSP_NONCE';

/** The start-up data and the preload of the interface strings go at the end of the head. */
const HEAD_END = '</head>';

/** What index.html gets for a tenant: `TWebBoot` as JSON (safe inside a script element), and the URL the page preloads. */
export type TWebBootParts = { json: string; preloadUrl: string };

export type TWebAppOptions = {
  distDir: string;
  /**
   * The start-up data for the tenant at a URL (`TWebBoot` as JSON, safe inside a script element,
   * and the URL the page preloads), or null when there is none to give: index.html then goes
   * without it.
   */
  webBoot?: (tenantUrl: string) => Promise<TWebBootParts | null>;
};

/** Keeps crawlers out of the whole portal: nothing of it is public content. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

type TIndexParts = { beforeHeadEnd: string[]; fromHeadEnd: string[] };

/** index.html cut where each response differs: at each nonce, and where the start-up data goes. */
function splitIndex(html: string): TIndexParts {
  const headEnd = html.indexOf(HEAD_END);
  const at = headEnd === -1 ? 0 : headEnd;
  return {
    beforeHeadEnd: html.slice(0, at).split(NONCE_PLACEHOLDER),
    fromHeadEnd: html.slice(at).split(NONCE_PLACEHOLDER),
  };
}

/** The preload of the interface strings and the start-up data, for the end of the head. */
function bootElements({ json, preloadUrl }: TWebBootParts, nonce: string): string {
  // crossorigin="anonymous": the mode and credentials of the web app's plain fetch of the same
  // URL, so the browser hands the preloaded answer over instead of asking again.
  return (
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(preloadUrl)}">\n` +
    `<script type="application/json" id="${WEB_BOOT_ELEMENT_ID}" nonce="${nonce}">${json}</script>\n`
  );
}

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
export const webAppPlugin = fp<TWebAppOptions>(
  async (app, { distDir, webBoot }) => {
    const indexPath = join(distDir, 'index.html');
    const indexParts = existsSync(indexPath) ? splitIndex(readFileSync(indexPath, 'utf8')) : null;
    const routePreloadLinks = readRoutePreloadLinks(distDir);

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

    async function sendIndex(
      request: FastifyRequest,
      reply: FastifyReply,
      parts: TIndexParts,
      path: string,
    ): Promise<FastifyReply> {
      const nonce = randomBytes(16).toString('base64');
      // The address as the browser sees it (`trustProxy` decides what a proxy may say of it).
      const boot = webBoot ? await webBoot(`${request.protocol}://${request.host}`) : null;
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header('content-security-policy', webAppContentSecurityPolicy(nonce))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          parts.beforeHeadEnd.join(nonce) +
            // The strings first (HTTP/1.1 fetches six at a time, in this order), then the page's own
            // script files: only where a page can open, since an unknown address has none.
            (boot ? bootElements(boot, nonce) + routePreloadLinks(path) : '') +
            parts.fromHeadEnd.join(nonce),
        );
    }

    async function answerUnrouted(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const path = request.url.split('?')[0] ?? '/';
      if (indexParts && isRead && isWebAppPath(path)) {
        return sendIndex(request, reply, indexParts, path);
      }
      return sendProblem(reply, buildProblem(request, 'route_not_found', `No route ${request.method} ${path}.`));
    }

    // The built app's pages are a route as well as the not-found handler: routes get the
    // compression hooks (`@fastify/compress` adds them per route; index.html with its start-up data
    // is ~4 KB), and metrics count them as the one route `/*`. Every other route wins over this
    // wildcard; HEAD comes with GET. The not-found handler still answers what static files turn away
    // (/index.html itself), the other methods, and every address when there is no built app.
    if (indexParts) {
      app.get('/*', { config: { access: PUBLIC }, schema: { hide: true } }, answerUnrouted);
    }
    app.setNotFoundHandler(answerUnrouted);
  },
  { name: 'web-app' },
);
