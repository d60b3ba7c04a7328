import { MANAGE_ROLES_PERMISSION, NotificationPermissions } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';

export type TNotificationsAdminAccess = {
  /** Holds NOTIFICATIONS_ADMIN in a tenant with the NOTIFICATIONS module: the area opens. */
  isAdmin: boolean;
  /** Roles are listed only with USERADMIN_MANAGE_ROLES (`POST /api/role/all`); else typed by number. */
  canListRoles: boolean;
};

/** What the notification admin offers; the server checks every call anyway. */
export function notificationsAdminAccess(
  held: ReadonlySet<string>,
  configuration: Pick<TTenantConfiguration, 'modules'>,
): TNotificationsAdminAccess {
  const isEnabled = configuration.modules.some((module) => module.moduleCode === 'NOTIFICATIONS');
  return {
    isAdmin: isEnabled && held.has(NotificationPermissions.admin),
    canListRoles: held.has(MANAGE_ROLES_PERMISSION),
  };
}
