import type { RouteObject } from 'react-router';

type TLazyDefinition = Exclude<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
/** What loads a lazy route's page (`lazy: { Component }`). */
export type TLoadComponent = NonNullable<TLazyDefinition['Component']>;

/**
 * Replaces the page loader of every lazy route in the tree with what `wrap` makes of it (a route
 * without one is left as it is). Changes the routes in place (they are created per router, and
 * React Router writes into `lazy` objects) and returns them.
 */
export function wrapLazyComponents(
  routes: RouteObject[],
  wrap: (loadComponent: TLoadComponent, route: RouteObject) => TLoadComponent,
): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'object' && lazy.Component) {
      lazy.Component = wrap(lazy.Component, route);
    }
    if (route.children) {
      wrapLazyComponents(route.children, wrap);
    }
  }
  return routes;
}
