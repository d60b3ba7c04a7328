import { request as httpRequest } from 'node:http';
import { E2E_PORT } from './e2e-server.ts';

type TApiAnswer = { status: number; body: unknown };

type TApiCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token: string;
  json?: unknown;
  file?: { name: string; contentType: string; bytes: Buffer };
};

/**
 * Calls the journeys' server as a tenant's page would, from Node: Node does not resolve
 * `*.localhost` as Chromium does, so the request goes to the loopback with the tenant's Host.
 */
export function callTenantApi(tenant: 'acme' | 'boreal', call: TApiCall): Promise<TApiAnswer> {
  const headers: Record<string, string> = {
    Host: `${tenant}.localhost:${E2E_PORT}`,
    Authorization: `Bearer ${call.token}`,
  };
  let body: Buffer | undefined;
  if (call.file) {
    const boundary = `----journey${Date.now().toString(16)}`;
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${call.file.name}"\r\n` +
          `Content-Type: ${call.file.contentType}\r\n\r\n`,
      ),
      call.file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = Buffer.from(JSON.stringify(call.json));
  }
  if (body) {
    headers['Content-Length'] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, method: call.method, path: call.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text === '' ? undefined : JSON.parse(text);
          } catch {
            // Not JSON: handed over as text.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
