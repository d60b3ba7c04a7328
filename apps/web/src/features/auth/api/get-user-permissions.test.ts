import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserPermissions, readStoredPermissions } from './get-user-permissions';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('permissions', () => {
  it('drops empty entries and duplicates and keeps the list in session storage', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(['RESOURCELIBRARY_VIEW', '', '  ', null, 'RESOURCELIBRARY_VIEW', 'NEWS_VIEW']), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const permissions = await getUserPermissions('http://acme.localhost:3000/');

    expect(permissions).toEqual(['RESOURCELIBRARY_VIEW', 'NEWS_VIEW']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://acme.localhost:3000/api/UserProfile/UserPermissions');
    expect(JSON.parse(window.sessionStorage.getItem('permissions') ?? 'null')).toEqual([
      'RESOURCELIBRARY_VIEW',
      'NEWS_VIEW',
    ]);
    expect(window.localStorage.getItem('permissions')).toBeNull();
    expect(readStoredPermissions()).toEqual(['RESOURCELIBRARY_VIEW', 'NEWS_VIEW']);
  });

  it('ignores a stored value that is not a list of strings', () => {
    window.sessionStorage.setItem('permissions', '{"admin":true}');
    expect(readStoredPermissions()).toBeUndefined();
  });
});
