import type { RouteObject } from 'react-router';
import { importWhenOnline } from '../lib/import-when-online';
import { wrapLazyComponents } from './lazy-route-components';

/**
 * Makes every lazy route's page load through `importWhenOnline`: a page opened while the
 * connection is down opens once it is back (the navigation bar shows it is on its way) rather
 * than ending on the error page. Changes the routes in place and returns them.
 */
export function withImportRetry(routes: RouteObject[]): RouteObject[] {
  return wrapLazyComponents(routes, (loadComponent) => () => importWhenOnline(loadComponent));
}
