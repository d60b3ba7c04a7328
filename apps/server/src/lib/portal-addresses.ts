import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type TTenantHosts = { tenantCode: string; hosts: string[] };

/**
 * Every tenant's host names (`tenant_urls`, the primary first): the addresses the portal answers
 * on. Read once at start-up for the log line; deployment routing data, no tenant's content.
 */
export async function findTenantHosts(db: Kysely<Database>): Promise<TTenantHosts[]> {
  const rows = await db
    .selectFrom('tenant_urls')
    .select(['tenant_code', 'host', 'is_primary'])
    .orderBy('tenant_code')
    .orderBy('host')
    .execute();
  const byTenant = new Map<string, { primary: string[]; others: string[] }>();
  for (const row of rows) {
    const entry = byTenant.get(row.tenant_code) ?? { primary: [], others: [] };
    (row.is_primary ? entry.primary : entry.others).push(row.host);
    byTenant.set(row.tenant_code, entry);
  }
  return [...byTenant.entries()].map(([tenantCode, entry]) => ({
    tenantCode,
    hosts: [...entry.primary, ...entry.others],
  }));
}

/**
 * The start-up line naming where the portal answers: each tenant's hosts on the listening scheme
 * and port (`listenAddress` as Fastify gives it, `http://127.0.0.1:3000`), since the bare address
 * itself names no tenant ("This portal address is not recognized").
 */
export function describePortalAddresses(tenants: readonly TTenantHosts[], listenAddress: string): string {
  const { protocol, port } = new URL(listenAddress);
  const origin = (host: string) => `${protocol}//${host}${port === '' ? '' : `:${port}`}`;
  if (tenants.length === 0) {
    return `portal listening on ${listenAddress}, but no tenant has an address yet (tenant_urls is empty)`;
  }
  const list = tenants.map((tenant) => `${tenant.tenantCode} ${tenant.hosts.map(origin).join(', ')}`).join('; ');
  return `portal listening: ${list}`;
}
