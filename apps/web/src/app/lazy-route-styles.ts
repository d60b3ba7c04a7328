import type { RouteObject } from 'react-router';

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
  for (const route of routes) {
    const lazy = route.lazy;
    const loadComponent = typeof lazy === 'object' ? lazy.Component : undefined;
    if (typeof lazy === 'object' && loadComponent && !FIRST_PAGE_PATHS.has(route.path ?? '')) {
      lazy.Component = async () => (await Promise.all([loadComponent(), loadRouteStyles()]))[0];
    }
    if (route.children) {
      withLazyRouteStyles(route.children);
    }
  }
  return routes;
}
