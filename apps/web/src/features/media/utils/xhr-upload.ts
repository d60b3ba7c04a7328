import { CORRELATION_ID_HEADER } from '@portal/contracts';
import type { TProblem } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, buildApiUrl, buildRequestHeaders } from '../../../lib/api-client';
import { readProblem } from '../../../lib/problem-reader';

export type TUploadProgress = {
  loaded: number;
  total: number;
  /** 0..1; 0 while the browser does not know the total yet. */
  fraction: number;
};

export type TXhrUploadOptions<TSchema extends z.ZodType> = {
  url: string;
  method?: 'POST' | 'PUT';
  body: FormData;
  schema: TSchema;
  /** The bearer token for the tenant's service, when signed in. */
  accessToken?: string;
  onProgress?: (progress: TUploadProgress) => void;
  signal?: AbortSignal;
};

function parseProblem(text: string): TProblem | undefined {
  try {
    return readProblem(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  if (text === '') {
    return { ok: true, value: undefined };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Same headers and errors as `apiRequest` (correlation id, XSRF, bearer token, `ApiError`).
 */
export function uploadWithProgress<TSchema extends z.ZodType>({
  url,
  method = 'POST',
  body,
  schema,
  accessToken,
  onProgress,
  signal,
}: TXhrUploadOptions<TSchema>): Promise<z.infer<TSchema>> {
  const fullUrl = buildApiUrl(url);
  // No Content-Type: the browser writes the multipart boundary itself.
  const headers = buildRequestHeaders(method, fullUrl, false);
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  const correlationId = headers.get(CORRELATION_ID_HEADER) ?? '';

  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, fullUrl);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(
        new ApiError({
          status: 0,
          code: 'network_error',
          message: `Network error calling ${method} ${fullUrl}`,
          correlationId,
        }),
      );
    });
    xhr.addEventListener('load', () => {
      done();
      const answerCorrelationId = xhr.getResponseHeader(CORRELATION_ID_HEADER) ?? correlationId;
      if (xhr.status < 200 || xhr.status >= 300) {
        const problem = parseProblem(xhr.responseText);
        reject(
          new ApiError({
            status: xhr.status,
            code: problem?.code ?? 'http_error',
            message: problem?.detail ?? problem?.title ?? `HTTP ${xhr.status}`,
            correlationId: problem?.correlationId ?? answerCorrelationId,
            problem,
          }),
        );
        return;
      }
      onProgress?.({ loaded: 1, total: 1, fraction: 1 });
      const json = parseJson(xhr.responseText);
      const parsed = json.ok ? schema.safeParse(json.value) : undefined;
      if (!parsed?.success) {
        reject(
          new ApiError({
            status: xhr.status,
            code: 'invalid_response',
            message: `Unexpected response from ${method} ${fullUrl}`,
            correlationId: answerCorrelationId,
            cause: json.ok ? parsed?.error : json.error,
          }),
        );
        return;
      }
      resolve(parsed.data);
    });
    xhr.send(body);
  });
}
