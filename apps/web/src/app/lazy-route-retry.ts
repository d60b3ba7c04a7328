import type { RouteObject } from 'react-router';
import { importWhenOnline } from '../lib/import-when-online';

/**
 * Makes every lazy route's page load through `importWhenOnline`: a page opened while the
 * connection is down opens once it is back (the navigation bar shows it is on its way) rather
 * than ending on the error page. Changes the routes in place and returns them.
 */
export function withImportRetry(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    const loadComponent = typeof lazy === 'object' ? lazy.Component : undefined;
    if (typeof lazy === 'object' && loadComponent) {
      lazy.Component = () => importWhenOnline(loadComponent);
    }
    if (route.children) {
      withImportRetry(route.children);
    }
  }
  return routes;
}
