import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useIdParam } from './use-id-param';

function ShowId() {
  const id = useIdParam('itemId');
  return <output>{id === undefined ? 'absent' : id === null ? 'not an id' : `id ${id}`}</output>;
}

function idAt(url: string): string | null {
  const router = createMemoryRouter(
    [
      { path: '/items/new', element: <ShowId /> },
      { path: '/items/:itemId', element: <ShowId /> },
    ],
    { initialEntries: [url] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
}

describe('useIdParam', () => {
  it('reads a positive integer as the id', () => {
    expect(idAt('/items/42')).toBe('id 42');
    expect(idAt('/items/9999999999')).toBe('id 9999999999');
  });

  it('answers "not an id" for anything else, so the route shows not found', () => {
    for (const url of ['/items/0', '/items/042', '/items/-1', '/items/1.5', '/items/abc', '/items/12345678901']) {
      expect(idAt(url), url).toBe('not an id');
    }
  });

  it('answers absent on a route without the parameter (a "new" editor)', () => {
    expect(idAt('/items/new')).toBe('absent');
  });
});
