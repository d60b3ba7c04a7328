import { request as httpRequest } from 'node:http';

export type TTestResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: <T = unknown>() => T;
};

export type TTestRequest = {
  method?: string;
  /** The Host header: it decides the tenant. */
  host?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as it is, for bodies that are not valid JSON on purpose. */
  rawBody?: string;
};

/**
 * A real HTTP request to a listening test server. Node's fetch rewrites the Host header, and the
 * Host header is how a request names its tenant, hence plain node:http.
 */
export function sendRequest(baseUrl: string, path: string, options: TTestRequest = {}): Promise<TTestResponse> {
  const url = new URL(path, baseUrl);
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        // A fresh socket per request: a test that makes the server close one must not break the next.
        agent: false,
        headers: {
          host: options.host ?? 'acme.localhost',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (payload !== undefined) {
      outgoing.write(payload);
    }
    outgoing.end();
  });
}
