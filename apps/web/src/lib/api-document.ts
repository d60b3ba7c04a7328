import { CORRELATION_ID_HEADER } from '@portal/contracts';
import { ApiError, apiAuth, buildApiUrl, buildRequestHeaders, getApiAccessToken, readApiError } from './api-client';
import type { TResponseReader } from './response-reader';

/**
 * POSTs a document (a CSV or QTI file...) as `contentType`, which `apiRequest` cannot (it sends
 * JSON), and reads the JSON answer with `reader`. Fails as `apiRequest` does: `ApiError` for HTTP
 * errors (problem+json parsed), network failures and refused answers; a 401 sends to sign in.
 * Kept out of api-client.ts, which the first page loads.
 */
export async function postDocument<TData>(
  url: string,
  contentType: string,
  text: string,
  reader: TResponseReader<TData>,
): Promise<TData> {
  const fullUrl = buildApiUrl(url);
  const headers = buildRequestHeaders('POST', fullUrl, true);
  headers.set('Content-Type', contentType);
  const token = await getApiAccessToken(fullUrl);
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  const correlationId = headers.get(CORRELATION_ID_HEADER) ?? '';
  let response: Response;
  try {
    response = await fetch(fullUrl, { method: 'POST', headers, body: text });
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: `Network error calling POST ${fullUrl}`,
      correlationId,
      cause: error,
    });
  }
  if (!response.ok) {
    if (response.status === 401) {
      console.warn(`[auth] POST ${fullUrl} answered 401: signing in again`);
      apiAuth?.onUnauthorized();
    }
    throw await readApiError(response, correlationId);
  }
  const parsed = reader.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: `Unexpected response from POST ${fullUrl}`,
      correlationId,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
