import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAdminAreaPath } from '../features/auth/utils/admin-access';
import { createRoutes } from './router';

/** Every path of the route table, parameters as written (`/event/admin/:eventId`). */
function allPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...allPaths(route.children ?? [], path)];
  });
}

describe('the admin area', () => {
  // The header shows the admin menu and Switch to User inside it: an admin page left out of the
  // list would show the learner's menu (it did, for the events, news and trivia admin).
  const paths = allPaths(createRoutes({} as Parameters<typeof createRoutes>[0]));

  it('holds every admin page of the route table', () => {
    const adminPages = paths.filter((path) => path.split('/').includes('admin'));
    expect(adminPages.length).toBeGreaterThan(20);
    expect(adminPages.filter((path) => !isAdminAreaPath(path))).toEqual([]);
  });

  it('holds no learner page', () => {
    const learnerPages = paths.filter((path) => !path.split('/').includes('admin'));
    expect(learnerPages).toEqual(expect.arrayContaining(['/resources', '/event/:eventId', '/news/:articleId']));
    expect(learnerPages.filter((path) => isAdminAreaPath(path))).toEqual([]);
  });
});
