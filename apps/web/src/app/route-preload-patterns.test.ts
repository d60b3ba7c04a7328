import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { joinPath, lazyRoutePatterns } from '../../build-plugins/lazy-route-patterns';
import { createPortalI18n } from '../lib/i18n';
import { createRoutes } from './router';
import source from './router.tsx?raw';

/**
 * The build reads the route table's source for what each address loads (build-plugins/
 * route-preloads.ts), and the server preloads those files. Held here to the real route tree: the
 * same patterns, and each pattern's module is the one its route's page comes from.
 */

type TRealLazyRoute = { pattern: string; route: RouteObject };

function realLazyRoutes(routes: RouteObject[], base = '/'): TRealLazyRoute[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? base : joinPath(base, route.path);
    const own = typeof route.lazy === 'object' && route.lazy.Component ? [{ pattern, route }] : [];
    return [...own, ...realLazyRoutes(route.children ?? [], pattern)];
  });
}

const read = lazyRoutePatterns(source);
const real = realLazyRoutes(createRoutes({ queryClient: new QueryClient(), i18n: createPortalI18n('en') }));

describe('the route preloads read from the route table', () => {
  it('name every lazy route of the real tree by its full pattern, and nothing else', () => {
    expect(real.length).toBeGreaterThan(50);
    expect(read.map(({ pattern }) => pattern).sort()).toEqual([...new Set(real.map(({ pattern }) => pattern))].sort());
  });

  it('join a nested route to its parents and keep an index route on its parent', () => {
    const patterns = new Map(read.map(({ pattern, specifiers }) => [pattern, specifiers]));
    expect(patterns.get('/resources')).toEqual(['./routes/resources/resources']);
    expect(patterns.get('/resources/:resourceId')).toEqual(['./routes/resources/resource-detail-route']);
    expect(patterns.get('/assessment/admin/bank/:bankId/question/new')).toEqual([
      './routes/assessment-admin/assessment-admin',
    ]);
  });

  it("give each pattern the module its route's page comes from", async () => {
    const modules = import.meta.glob<Record<string, unknown>>('./routes/**/*.{ts,tsx}');
    for (const { pattern, route } of real) {
      const specifiers = read.find((entry) => entry.pattern === pattern)?.specifiers ?? [];
      const lazy = route.lazy as { Component: () => Promise<unknown> };
      const page = await lazy.Component();
      const exported = await Promise.all(
        specifiers.map(async (specifier) => {
          const load = modules[`${specifier}.tsx`] ?? modules[`${specifier}.ts`];
          return load ? Object.values(await load()) : [];
        }),
      );
      expect({ pattern, found: exported.flat().includes(page) }).toEqual({ pattern, found: true });
    }
  }, 120_000);
});
