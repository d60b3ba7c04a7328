import { isModuleAdmin, MODULE_CATALOGUE } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';

/**
 * Whether the notification admin opens: the tenant has the NOTIFICATIONS module and the user
 * administers it (NOTIFICATIONS_ADMIN, contracts modules.ts). The server checks every call anyway.
 */
export function isNotificationsAdmin(
  held: ReadonlySet<string>,
  configuration: Pick<TTenantConfiguration, 'modules'>,
): boolean {
  const isEnabled = configuration.modules.some((module) => module.moduleCode === 'NOTIFICATIONS');
  return isEnabled && isModuleAdmin(held, MODULE_CATALOGUE.NOTIFICATIONS);
}
