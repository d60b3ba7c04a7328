import { request } from 'node:http';

export type THttpAnswer = { status: number; body: string };

/**
 * A single GET with a timeout. node:http rather than fetch because the tenant is chosen by the
 * Host header, and we connect to 127.0.0.1 while naming acme.localhost.
 */
export function httpGet(
  url: string,
  headers: Readonly<Record<string, string>> = {},
  timeoutMs = 2_000,
): Promise<THttpAnswer> {
  return httpRequest(url, { headers, timeoutMs });
}

/** A single request with a timeout; with `body`, a POST of that JSON text. */
export function httpRequest(
  url: string,
  {
    headers = {},
    body,
    timeoutMs = 2_000,
  }: { headers?: Readonly<Record<string, string>>; body?: string; timeoutMs?: number },
): Promise<THttpAnswer> {
  const method = body === undefined ? 'GET' : 'POST';
  const allHeaders = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: allHeaders, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
