import { CORRELATION_ID_HEADER } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, buildApiUrl, configureApiAuth, joinUrl } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiAuth(undefined);
});

describe('apiRequest headers', () => {
  it('asks for fresh data on a non-cacheable GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiRequest('/api/tenant/Locales', z.object({ ok: z.boolean() }));
    const headers = sentHeaders();
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it.each(['/api/resourcestring', '/assets/appsettings.json', '/api/media/image/12'])(
    'lets the browser cache %s',
    async (url) => {
      fetchMock.mockResolvedValue(jsonResponse({}));
      await apiRequest(url, z.object({}));
      const headers = sentHeaders();
      expect(headers.has('Cache-Control')).toBe(false);
      expect(headers.has('Pragma')).toBe(false);
    },
  );

  it('sends no no-cache headers on other methods, and JSON when there is a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('/api/user/categories', z.undefined(), { method: 'POST', body: { ids: [1] } });
    const headers = sentHeaders();
    expect(headers.has('Cache-Control')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"ids":[1]}');
  });

  it('sends a new correlation id with every request', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({})));
    await apiRequest('/api/a', z.object({}));
    await apiRequest('/api/resourcestring', z.object({}));
    await apiRequest('/api/b', z.undefined().or(z.object({})), { method: 'DELETE' });
    const ids = [0, 1, 2].map((call) => sentHeaders(call).get(CORRELATION_ID_HEADER));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(ids).size).toBe(3);
  });
});

describe('apiRequest errors', () => {
  it('turns a problem+json answer into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          type: 'https://portal.dev/problems/tenant-not-found',
          title: 'Tenant not found',
          status: 404,
          detail: 'No tenant for https://nowhere.test',
          code: 'tenant_not_found',
          correlationId: 'corr-123',
        }),
        { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const error = await apiRequest('/api/tenantconfiguration', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'tenant_not_found',
      correlationId: 'corr-123',
      message: 'No tenant for https://nowhere.test',
    });
  });

  it('falls back to the correlation id it sent when the answer is not a problem', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await apiRequest('/api/x', z.object({})).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'http_error' });
    expect((error as ApiError).correlationId).toBe(sentHeaders().get(CORRELATION_ID_HEADER));
  });

  it('reports network failures and answers that break the contract', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x', z.object({}))).rejects.toMatchObject({ status: 0, code: 'network_error' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ build: 42 }));
    await expect(apiRequest('/api/x', z.object({ build: z.string() }))).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
  });
});

describe('URLs', () => {
  it('resolves relative URLs against the page and repeats array parameters', () => {
    const url = new URL(buildApiUrl('/api/search', { term: 'a b', code: ['x', 'y'], skip: undefined }));
    expect(url.origin).toBe(window.location.origin);
    expect(url.searchParams.get('term')).toBe('a b');
    expect(url.searchParams.getAll('code')).toEqual(['x', 'y']);
    expect(url.searchParams.has('skip')).toBe(false);
  });

  it('keeps the path prefix of a service URL', () => {
    expect(joinUrl('https://core.test/core/', '/api/tenant/Locales')).toBe('https://core.test/core/api/tenant/Locales');
  });
});

describe('apiRequest authentication', () => {
  function installAuth(token: string | undefined) {
    const onUnauthorized = vi.fn();
    configureApiAuth({
      getAccessToken: () => Promise.resolve(token),
      isTokenAudience: (url) => url.origin === window.location.origin,
      onUnauthorized,
    });
    return onUnauthorized;
  }

  it('sends the access token as a Bearer to the tenant services', async () => {
    installAuth('token-123');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('/api/tenant', z.object({}));
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-123');
  });

  it('never sends the token to another origin, nor when there is none', async () => {
    installAuth('token-123');
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({})));
    await apiRequest('https://cdn.example.test/image/1', z.object({}));
    expect(sentHeaders(0).has('Authorization')).toBe(false);

    installAuth(undefined);
    await apiRequest('/api/tenant', z.object({}));
    expect(sentHeaders(1).has('Authorization')).toBe(false);
  });

  it('warns and hands a 401 to the sign-in handler, then rejects', async () => {
    const onUnauthorized = installAuth('token-123');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ title: 'Sign-in required', status: 401, code: 'unauthenticated' }), {
        status: 401,
        headers: { 'Content-Type': 'application/problem+json', 'WWW-Authenticate': 'Bearer' },
      }),
    );
    await expect(apiRequest('/api/userprofile/getcurrentuser', z.object({}))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('401'));
  });

  it('leaves other failures to the caller', async () => {
    const onUnauthorized = installAuth('token-123');
    fetchMock.mockResolvedValue(new Response('nope', { status: 403 }));
    await expect(apiRequest('/api/x', z.object({}))).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads text answers as text', async () => {
    fetchMock.mockResolvedValue(new Response('https://lms.example.test/start', { status: 200 }));
    await expect(apiRequest('/api/x', z.string(), { method: 'POST', responseType: 'text' })).resolves.toBe(
      'https://lms.example.test/start',
    );
  });
});
