import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import findMyWay from 'find-my-way';
import { escapeHtml } from '../lib/escape-html.ts';

/** Written by the web app's build (apps/web/build-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** The script files of the web app's page at an address, as `<link rel="modulepreload">` elements. */
export type TRoutePreloadLinks = (path: string) => string;

const NO_LINKS: TRoutePreloadLinks = () => '';

/**
 * Issue 24: index.html names the script files of the page asked for, so the browser fetches them
 * beside the main chunk rather than once it has run and the router has matched the address. The
 * build maps each lazy route's pattern to its files; find-my-way (Fastify's own router) matches
 * the address as React Router does: static segments before parameters, any letter case, with or
 * without a trailing slash. An address no lazy route has gets no links.
 */
export function readRoutePreloadLinks(distDir: string): TRoutePreloadLinks {
  const file = join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) {
    return NO_LINKS;
  }
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const router = findMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  for (const [pattern, files] of Object.entries(preloads)) {
    const links = files
      .map((fileName) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(fileName)}">\n`)
      .join('');
    router.on('GET', pattern, () => undefined, links);
  }
  return (path) => (router.find('GET', path)?.store as string | undefined) ?? '';
}
