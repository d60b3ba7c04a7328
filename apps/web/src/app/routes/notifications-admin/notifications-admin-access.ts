import { NotificationPermissions } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';

export type TNotificationsAdminAccess = {
  /** Holds NOTIFICATIONS_ADMIN in a tenant with the NOTIFICATIONS module: the area opens. */
  isAdmin: boolean;
};

/** What the notification admin offers; the server checks every call anyway. */
export function notificationsAdminAccess(
  held: ReadonlySet<string>,
  configuration: Pick<TTenantConfiguration, 'modules'>,
): TNotificationsAdminAccess {
  const isEnabled = configuration.modules.some((module) => module.moduleCode === 'NOTIFICATIONS');
  return {
    isAdmin: isEnabled && held.has(NotificationPermissions.admin),
  };
}
