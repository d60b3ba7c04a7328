import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withLazyRouteStyles } from './lazy-route-styles';

const Page = () => null;

describe('lazy route styles', () => {
  it('makes every lazy route but the first page wait for the whole stylesheet, and still resolve its page', async () => {
    const loadDashboard = async () => Page;
    const loadNews = async () => Page;
    const loadResource = async () => Page;
    const routes: RouteObject[] = withLazyRouteStyles([
      { path: 'dashboard', lazy: { Component: loadDashboard } },
      { path: 'news', lazy: { Component: loadNews } },
      { path: 'resources', children: [{ path: ':id', lazy: { Component: loadResource } }] },
    ]);
    const lazyOf = (route: RouteObject | undefined) => (typeof route?.lazy === 'object' ? route.lazy.Component : null);

    expect(lazyOf(routes[0])).toBe(loadDashboard);
    expect(lazyOf(routes[1])).not.toBe(loadNews);
    expect(lazyOf(routes[2]?.children?.[0])).not.toBe(loadResource);
    expect(await lazyOf(routes[1])?.()).toBe(Page);
    expect(await lazyOf(routes[2]?.children?.[0])?.()).toBe(Page);
  });
});
