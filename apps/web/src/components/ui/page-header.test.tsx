import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/test-utils';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { CardGridSkeleton } from './skeletons';

describe('PageHeader', () => {
  it('names the page in its one h1, with the trail of pages above it and the page actions', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <PageHeader
            title="Fire safety"
            breadcrumbs={[{ label: 'Resources', to: '/resources' }]}
            actions={<button type="button">Edit</button>}
          />
        ),
      },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fire safety');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'Resources' }).getAttribute('href')).toBe('/resources');
    expect(within(trail).getByText('Fire safety').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows no trail on a page at the top of the portal', async () => {
    renderRoutes([{ path: '/', element: <PageHeader title="Resources" /> }]);
    await screen.findByRole('heading', { level: 1, name: 'Resources' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });
});

describe('EmptyState', () => {
  it('says what is missing and what to do next, with the action', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <EmptyState
            title="No favourites yet"
            text="Mark a resource as favourite to find it here."
            action={<a href="/resources">Browse the resources</a>}
          />
        ),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByText('Mark a resource as favourite to find it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the resources' })).toBeTruthy();
  });
});

describe('CardGridSkeleton', () => {
  it('announces the loading once and keeps the room of every card it stands for', async () => {
    renderRoutes([
      { path: '/', element: <CardGridSkeleton label="Loading the featured resources" count={6} cardHeight={150} /> },
    ]);
    const region = await screen.findByRole('status', { name: 'Loading the featured resources' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
  });
});
