import { CORRELATION_ID_HEADER, XSRF_COOKIE_NAME, XSRF_HEADER_NAME, isCacheableUrl } from '@portal/contracts';
import type { TProblem, TProblemCode } from '@portal/contracts';
import { readProblem as readProblemFields } from './problem-reader';
import type { TResponseReader } from './response-reader';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type TQueryValue = string | number | boolean | null | undefined;

export type TQueryParams = Record<string, TQueryValue | readonly TQueryValue[]>;

export type TApiRequestOptions = {
  method?: THttpMethod;
  params?: TQueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** `text` hands the body over as a string (text/plain answers); `json` (default) parses it. */
  responseType?: 'json' | 'text';
  /** The browser cache's mode; `reload` refreshes a cacheable answer this browser keeps (after a change). */
  cache?: RequestCache;
};

/**
 * How requests are authenticated, installed once the tenant's sign-in is set up (`configureApiAuth`).
 * Kept here as callbacks so this shared module knows nothing about the identity library.
 */
export type TApiAuth = {
  /** The current access token, if the user is signed in. */
  getAccessToken: () => Promise<string | undefined>;
  /** Whether a URL belongs to one of the tenant's services (the token is never sent elsewhere). */
  isTokenAudience: (url: URL) => boolean;
  /** Spec section 8: a 401 from any call sends the user to sign in, back to the current URL. */
  onUnauthorized: () => void;
};

export let apiAuth: TApiAuth | undefined;

/** Installs (or, with undefined, removes) the authentication of every API call. */
export function configureApiAuth(auth: TApiAuth | undefined): void {
  apiAuth = auth;
}

/** Codes of the API's problems, plus the failures that never reach the API or come back unreadable. */
export type TApiErrorCode = TProblemCode | 'http_error' | 'network_error' | 'invalid_response';

type TApiErrorInit = {
  status: number;
  code: TApiErrorCode;
  message: string;
  correlationId: string;
  problem?: TProblem;
  cause?: unknown;
};

/** Every failed API call rejects with this; callers switch on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TApiErrorCode;
  readonly correlationId: string;
  readonly problem: TProblem | undefined;

  constructor(init: TApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.correlationId = init.correlationId;
    this.problem = init.problem;
  }
}

/** Appends a path to a service URL, keeping any path prefix the service URL has. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Resolves a relative URL against the page and appends the query (arrays repeat the name). */
export function buildApiUrl(url: string, params: TQueryParams = {}): string {
  const resolved = new URL(url, window.location.origin);
  for (const [name, value] of Object.entries(params)) {
    const values: readonly TQueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) {
        resolved.searchParams.append(name, String(item));
      }
    }
  }
  return resolved.href;
}

export function buildRequestHeaders(method: THttpMethod, url: string, hasBody: boolean): Headers {
  const headers = new Headers({ [CORRELATION_ID_HEADER]: crypto.randomUUID() });
  if (hasBody) {
    headers.set('Content-Type', 'application/json');
  }
  if (method === 'GET' && !isCacheableUrl(url)) {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  const xsrfToken = method === 'GET' ? undefined : readXsrfToken(url);
  if (xsrfToken) {
    headers.set(XSRF_HEADER_NAME, xsrfToken);
  }
  return headers;
}

/**
 * Calls the API and reads the answer with `reader` (a contracts zod schema, or
 * `serverCheckedResponse()` on the first page, see response-reader.ts). Rejects with `ApiError`
 * for HTTP errors (problem+json parsed), network failures and answers the reader refuses.
 */
export async function apiRequest<TData>(
  url: string,
  reader: TResponseReader<TData>,
  options: TApiRequestOptions = {},
): Promise<TData> {
  const method = options.method ?? 'GET';
  const fullUrl = buildApiUrl(url, options.params);
  const hasBody = options.body !== undefined;
  const headers = buildRequestHeaders(method, fullUrl, hasBody);
  const correlationId = headers.get(CORRELATION_ID_HEADER) ?? '';
  const accessToken = await readAccessToken(fullUrl);
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }

  let response: Response;
  try {
    response = await fetch(fullUrl, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query recognises it.
    if (options.signal?.aborted) {
      throw error;
    }
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: `Network error calling ${method} ${fullUrl}`,
      correlationId,
      cause: error,
    });
  }

  if (!response.ok) {
    if (response.status === 401) {
      console.warn(`[auth] ${method} ${fullUrl} answered 401: signing in again`);
      apiAuth?.onUnauthorized();
    }
    throw await readApiError(response, correlationId);
  }

  const body = options.responseType === 'text' ? await response.text() : await readJsonBody(response, correlationId);
  const parsed = reader.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: `Unexpected response from ${method} ${fullUrl}`,
      correlationId: response.headers.get(CORRELATION_ID_HEADER) ?? correlationId,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * The bearer token `apiRequest` would send to `url` (none for another site), renewed first when it
 * expired: for the calls it cannot make, uploads with progress (XMLHttpRequest) and downloads.
 */
export function getApiAccessToken(url: string): Promise<string | undefined> {
  return readAccessToken(buildApiUrl(url));
}

async function readAccessToken(url: string): Promise<string | undefined> {
  if (!apiAuth?.isTokenAudience(new URL(url))) {
    return undefined;
  }
  try {
    return await apiAuth.getAccessToken();
  } catch {
    // No readable session: the call goes without a token and the API decides.
    return undefined;
  }
}

async function readJsonBody(response: Response, correlationId: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'Response is not valid JSON',
      correlationId: response.headers.get(CORRELATION_ID_HEADER) ?? correlationId,
      cause: error,
    });
  }
}

export async function readApiError(response: Response, correlationId: string): Promise<ApiError> {
  const problem = await readProblem(response);
  return new ApiError({
    status: response.status,
    code: problem?.code ?? 'http_error',
    message: problem?.detail ?? problem?.title ?? `HTTP ${response.status}`,
    correlationId: problem?.correlationId ?? response.headers.get(CORRELATION_ID_HEADER) ?? correlationId,
    problem,
  });
}

async function readProblem(response: Response): Promise<TProblem | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    return undefined;
  }
  try {
    return readProblemFields(await response.json());
  } catch {
    return undefined;
  }
}

// Double-submit XSRF only makes sense towards our own origin; never leak the cookie elsewhere.
function readXsrfToken(url: string): string | undefined {
  if (new URL(url).origin !== window.location.origin) {
    return undefined;
  }
  const prefix = `${XSRF_COOKIE_NAME}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}
