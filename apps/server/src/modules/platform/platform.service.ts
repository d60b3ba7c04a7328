import {
  grantablePermissions,
  TENANT_TAKEN,
  type TCreateTenantRequest,
  type TCreateTenantResponse,
  type TModuleCode,
  type TPlatformTenant,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import type { TInvitationsService } from '../people-admin/invitations.service.ts';
import { findTakenTenantNames, findTenants, findUserEmail, insertTenant } from './platform.repository.ts';

/** Modules every tenant has: its administrators need them to administer anything. */
const CORE_MODULES: readonly TModuleCode[] = ['ADMIN', 'USERADMIN'];

/**
 * Deployment administrators from the PLATFORM_ADMINS setting: `<tenantCode>:<email>` entries,
 * comma-separated. Naming the tenant too means a tenant's own administrators, who create people
 * with any email, can never make themselves deployment administrators.
 */
export function parsePlatformAdmins(setting: string | undefined): ReadonlySet<string> {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^[a-z][a-z0-9-]*:[^\s:]+@[^\s:]+$/.test(entry));
  return new Set(entries);
}

/**
 * Where the first administrator's invitation link points: the new tenant's first host (or the
 * CLI's --link-origin host), with the scheme and port the deployment answers on.
 */
export type TLinkBase = { protocol: string; port: string; host?: string };

export function newTenantOrigin(hosts: readonly string[], { protocol, port, host }: TLinkBase): string {
  return `${protocol.replace(/:$/, '')}://${host ?? hosts[0] ?? 'localhost'}${port ? `:${port}` : ''}`;
}

export type TPlatformService = ReturnType<typeof createPlatformService>;

/**
 * Creating tenants (issue 21, item 7). A new tenant works at once on every node: `announce` tells
 * the nodes (the tenant change signal) to drop what they cached of unknown hosts.
 */
export function createPlatformService(
  db: Kysely<Database>,
  {
    platformAdmins,
    announce,
    invitations,
  }: {
    platformAdmins: ReadonlySet<string>;
    announce: (tenantCode: string) => Promise<void>;
    /** The first administrator sets their password through an invitation, like any invited person. */
    invitations: Pick<TInvitationsService, 'issueInvitation' | 'deliverInvitation'>;
  },
) {
  /** Whether the signed-in user is a deployment administrator (their tenant and email are listed). */
  async function isPlatformAdmin(tenantCode: string, userCode: string): Promise<boolean> {
    if (platformAdmins.size === 0) {
      return false;
    }
    const email = await findUserEmail(db, tenantCode, userCode);
    return email !== undefined && platformAdmins.has(`${tenantCode}:${email.toLowerCase()}`);
  }

  /** Refuses (404) a caller who is not a deployment administrator: the platform does not exist for them. */
  async function assertPlatformAdmin(tenantCode: string, userCode: string): Promise<void> {
    if (!(await isPlatformAdmin(tenantCode, userCode))) {
      throw new AppError('not_found', 'Not found.');
    }
  }

  /**
   * Creates a working tenant with its first administrator, in one transaction with its audit row
   * and the administrator's invitation (no password: they set one through the link, emailed when
   * SMTP is configured, else answered to show); a code or host another tenant has is a 409 naming the field.
   */
  async function createTenant(
    request: TCreateTenantRequest,
    createdBy: string,
    linkBase: TLinkBase,
  ): Promise<TCreateTenantResponse> {
    const modules = [...CORE_MODULES, ...request.modules.filter((code) => !CORE_MODULES.includes(code))];
    const adminUserCode = `${request.code}-admin`;
    const actor = { tenantCode: request.code, userCode: createdBy };
    let token = '';
    const taken = () =>
      new AppError('conflict', 'Another tenant already has this code or one of these hosts.', {
        code: [TENANT_TAKEN],
      });
    try {
      await db.transaction().execute(async (trx) => {
        const { isCodeTaken, takenHosts } = await findTakenTenantNames(trx, request.code, request.hosts);
        if (isCodeTaken || takenHosts.size > 0) {
          const errors: Record<string, string[]> = isCodeTaken ? { code: [TENANT_TAKEN] } : {};
          request.hosts.forEach((host, index) => {
            if (takenHosts.has(host)) {
              errors[`hosts.${index}`] = [TENANT_TAKEN];
            }
          });
          throw new AppError('conflict', 'Another tenant already has this code or one of these hosts.', errors);
        }
        await insertTenant(trx, {
          tenantCode: request.code,
          name: request.name,
          hosts: request.hosts,
          locales: request.locales,
          modules,
          administratorPermissions: grantablePermissions(modules),
          admin: {
            userCode: adminUserCode,
            email: request.adminEmail,
            firstName: request.adminFirstName,
            lastName: request.adminLastName,
          },
          now: new Date().toISOString(),
        });
        token = await invitations.issueInvitation(trx, actor, adminUserCode);
        await recordAdminChange(trx, actor, {
          area: 'tenant',
          action: 'create',
          targetKind: 'tenant',
          targetId: request.code,
          before: null,
          after: { ...request, modules },
        });
      });
    } catch (error) {
      // Two creations of one code or host at once: the database's unique keys decide.
      throw isUniqueViolation(error) ? taken() : error;
    }
    await announce(request.code);
    const invitation = await invitations.deliverInvitation(request.code, adminUserCode, token, request.adminEmail, {
      origin: newTenantOrigin(request.hosts, linkBase),
      tenantName: request.name,
    });
    return {
      tenantCode: request.code,
      hosts: request.hosts,
      adminUserCode,
      adminEmail: request.adminEmail,
      invitation,
    };
  }

  /** Every tenant of the deployment, with hosts, modules and languages. */
  async function listTenants(): Promise<TPlatformTenant[]> {
    const { tenants, hosts, modules, locales } = await findTenants(db);
    const of = <T extends { tenant_code: string }>(rows: T[], code: string, pick: (row: T) => string) =>
      rows.filter((row) => row.tenant_code === code).map(pick);
    return tenants.map((tenant) => ({
      tenantCode: tenant.tenant_code,
      name: tenant.name,
      hosts: of(hosts, tenant.tenant_code, (row) => row.host),
      modules: of(modules, tenant.tenant_code, (row) => row.module_code),
      locales: of(locales, tenant.tenant_code, (row) => row.locale),
    }));
  }

  return { isPlatformAdmin, assertPlatformAdmin, createTenant, listTenants };
}
