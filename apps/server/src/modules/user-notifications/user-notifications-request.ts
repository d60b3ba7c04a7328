import { NotificationPermissions } from '@portal/contracts';
import { requirePermissions } from '../../plugins/route-access.ts';

/* What the module's route files share: the administration's access. */

/** Every administration call needs the NOTIFICATIONS module's admin permission. */
export const NOTIFICATIONS_ADMIN = requirePermissions([NotificationPermissions.admin]);
