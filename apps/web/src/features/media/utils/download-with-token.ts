import { CORRELATION_ID_HEADER } from '@portal/contracts';
import { ApiError, buildApiUrl, buildRequestHeaders } from '../../../lib/api-client';
import type { THttpMethod } from '../../../lib/api-client';

type TDownloadOptions = {
  url: string;
  fileName: string;
  accessToken: string | undefined;
  method?: THttpMethod;
  body?: unknown;
};

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) {
    return undefined;
  }
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not percent-encoded after all: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Hands a blob to the browser as a download, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is released once the browser had time to read it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * A download that needs the bearer token (a plain link cannot send it): fetched as a blob, then
 * saved under the server's file name, else `fileName`.
 */
export async function downloadWithToken({ url, fileName, accessToken, method = 'GET', body }: TDownloadOptions) {
  const fullUrl = buildApiUrl(url);
  const headers = buildRequestHeaders(method, fullUrl, body !== undefined);
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  const correlationId = headers.get(CORRELATION_ID_HEADER) ?? '';
  let response: Response;
  try {
    response = await fetch(fullUrl, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: `Network error calling ${fullUrl}`,
      correlationId,
      cause: error,
    });
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'http_error',
      message: `HTTP ${response.status}`,
      correlationId: response.headers.get(CORRELATION_ID_HEADER) ?? correlationId,
    });
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName);
}
