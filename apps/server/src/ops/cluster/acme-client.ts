import { Agent, request as httpRequest } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * JSON calls to a portal (a node, or HAProxy in front of nodes) as acme, for the fault scenarios and
 * the benches that load it: node:http with keep-alive sockets, as browsers hold them (fetch would
 * rewrite the Host header, which names the tenant).
 */

const ACME_HOST = 'acme.localhost';
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export type TAcmeReply = {
  status: number;
  body: string;
  /** The node that answered, when HAProxy says (`X-Portal-Node`). */
  node: string;
  /** When the answer ended (ms since the epoch). */
  at: number;
};

/** One call; rejects on a connection error (a killed node) or after 15 s. */
export function callAcme(
  baseUrl: string,
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  body?: unknown,
): Promise<TAcmeReply> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent,
        headers: {
          host: ACME_HOST,
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            node: String(incoming.headers['x-portal-node'] ?? ''),
            at: Date.now(),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A published acme resource the caller may view (its view recorded once here), or 0. */
export async function viewableResourceId(
  db: Kysely<Database>,
  baseUrl: string,
  headers: Readonly<Record<string, string>>,
): Promise<number> {
  const resources = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('status', '=', 'PUBLISHED')
    .orderBy('id')
    .execute();
  for (const resource of resources) {
    if ((await callAcme(baseUrl, 'POST', `/api/assets/${resource.id}/view`, headers, {})).status === 200) {
      return resource.id;
    }
  }
  return 0;
}
