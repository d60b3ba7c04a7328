import { NotificationPermissions } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { requestPrincipal } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TNotificationActor } from './user-notifications.service.ts';

/* What the module's route files share: the administration's access and whose notifications a call is about. */

/** Every administration call needs the NOTIFICATIONS module's admin permission. */
export const NOTIFICATIONS_ADMIN = requirePermissions([NotificationPermissions.admin]);

/** The tenant is the host's and the user the token's: never the request's. */
export function notificationActorOf(request: FastifyRequest): TNotificationActor {
  return { tenantCode: requestTenant(request).tenantCode, userCode: requestPrincipal(request).userCode };
}
