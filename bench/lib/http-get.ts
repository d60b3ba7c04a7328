import { request, type Agent } from 'node:http';

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

/**
 * A single request with a timeout; with `body`, a POST of that JSON text (`method` for a POST
 * without one). `agent` replaces Node's global keep-alive agent (whose idle connections the server
 * would count as its own).
 */
export function httpRequest(
  url: string,
  {
    headers = {},
    body,
    timeoutMs = 2_000,
    agent,
    method = body === undefined ? 'GET' : 'POST',
  }: {
    headers?: Readonly<Record<string, string>>;
    body?: string;
    timeoutMs?: number;
    agent?: Agent | false;
    method?: 'GET' | 'POST';
  },
): Promise<THttpAnswer> {
  const allHeaders = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: allHeaders, timeout: timeoutMs, agent }, (response) => {
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
