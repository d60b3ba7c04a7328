import { grantablePermissions, MANAGER_PERMISSION, MODULE_CATALOGUE, reportPermission } from '@portal/contracts';
import type { TModuleCode } from '@portal/contracts';

/** A section of the role editor: one module's permissions, or the manager's. */
export type TPermissionGroup = { id: TModuleCode | 'MANAGER'; permissions: string[] };

/**
 * The permissions a role can grant in this tenant, grouped by module in the catalogue's order
 * (its own permissions, then its reports), the manager permission last. Modules the tenant has not
 * enabled grant nothing (the server refuses them: `not_grantable`).
 */
export function groupGrantablePermissions(enabled: readonly string[]): TPermissionGroup[] {
  const codes = (Object.keys(MODULE_CATALOGUE) as TModuleCode[]).filter((code) => enabled.includes(code));
  const grantable = new Set(grantablePermissions(codes));
  const groups: TPermissionGroup[] = [];
  for (const code of codes) {
    const module = MODULE_CATALOGUE[code];
    const permissions = [...module.permissions, ...(module.hasReports ? [reportPermission(code)] : [])].filter(
      (permission) => grantable.has(permission),
    );
    if (permissions.length > 0) {
      groups.push({ id: code, permissions });
    }
  }
  groups.push({ id: 'MANAGER', permissions: [MANAGER_PERMISSION] });
  return groups;
}
