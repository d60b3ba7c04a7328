import type { RouteObject } from 'react-router';
import { wrapLazyComponents } from './lazy-route-components';

/** Routes of the first page: their styles are in styles/first-page.css, render-blocking. */
const FIRST_PAGE_PATHS: ReadonlySet<string> = new Set(['dashboard']);

const loadRouteStyles = () => import('../styles/route-styles');

/**
 * Makes every lazy route but the first page's wait for the whole Mantine stylesheet as well as
 * its code (Vite resolves a dynamic import once its CSS has loaded), so the first page blocks on
 * its own component styles only and no other page renders unstyled. Changes the routes in place
 * (they are created per router) and returns them.
 */
export function withLazyRouteStyles(routes: RouteObject[]): RouteObject[] {
  return wrapLazyComponents(routes, (loadComponent, route) =>
    FIRST_PAGE_PATHS.has(route.path ?? '')
      ? loadComponent
      : async () => (await Promise.all([loadComponent(), loadRouteStyles()]))[0],
  );
}
