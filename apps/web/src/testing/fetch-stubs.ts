import { vi } from 'vitest';

/** A JSON answer; from 400 on, a problem document (application/problem+json). */
export function jsonResponse(body: unknown, status = 200): Response {
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
}

export function requestUrl(input: Parameters<typeof fetch>[0]): URL {
  return new URL(input instanceof Request ? input.url : input);
}

/** Answers by path; unknown paths answer 404. */
export function stubFetch(routes: Record<string, (url: URL, init: RequestInit | undefined) => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    const route = routes[url.pathname];
    return route
      ? route(url, init)
      : jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a mocked fetch was called with. */
export function requestBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The calls a mocked fetch made to one path. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, pathname: string) {
  return fetchMock.mock.calls.filter(([input]) => requestUrl(input).pathname === pathname);
}
