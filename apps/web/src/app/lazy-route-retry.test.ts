import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withImportRetry } from './lazy-route-retry';

const Page = () => null;

describe('lazy route retry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a nested page opened offline once the connection is back', async () => {
    const isOnline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<typeof Page>>().mockResolvedValue(Page);
    const routes: RouteObject[] = withImportRetry([
      { path: 'resources', children: [{ path: ':id', lazy: { Component: load } }] },
    ]);
    const nested = routes[0]?.children?.[0]?.lazy;
    const loading = typeof nested === 'object' ? nested.Component?.() : undefined;

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    isOnline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
