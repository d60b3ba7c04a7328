import {
  grantablePermissions,
  TENANT_TAKEN,
  type TCreateTenantRequest,
  type TCreateTenantResponse,
  type TModuleCode,
  type TPlatformTenant,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
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

/** A one-time password meeting any tenant password policy (upper, lower, digit, special, 20+ characters). */
function generateOneTimePassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa1`;
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
  }: { platformAdmins: ReadonlySet<string>; announce: (tenantCode: string) => Promise<void> },
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
   * Creates a working tenant with its first administrator, in one transaction with its audit row;
   * a code or host another tenant has is a 409 naming the field.
   */
  async function createTenant(request: TCreateTenantRequest, createdBy: string): Promise<TCreateTenantResponse> {
    const modules = [...CORE_MODULES, ...request.modules.filter((code) => !CORE_MODULES.includes(code))];
    const adminUserCode = `${request.code}-admin`;
    const oneTimePassword = generateOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
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
            passwordHash,
          },
          now: new Date().toISOString(),
        });
        await recordAdminChange(
          trx,
          { tenantCode: request.code, userCode: createdBy },
          {
            area: 'tenant',
            action: 'create',
            targetKind: 'tenant',
            targetId: request.code,
            before: null,
            after: { ...request, modules },
          },
        );
      });
    } catch (error) {
      // Two creations of one code or host at once: the database's unique keys decide.
      throw isUniqueViolation(error) ? taken() : error;
    }
    await announce(request.code);
    return {
      tenantCode: request.code,
      hosts: request.hosts,
      adminUserCode,
      adminEmail: request.adminEmail,
      oneTimePassword,
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
