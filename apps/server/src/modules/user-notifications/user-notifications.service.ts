import type { TGetUnreadNotificationCountResponse } from '@portal/contracts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';

export type TUserNotificationsService = ReturnType<typeof createUserNotificationsService>;

/**
 * User notifications (spec section 7). Only the bell's count exists so far: no notification can be
 * created yet, so every user has none unread. The notifications module replaces this with a count
 * of the user's notifications whose readOn is empty, behind the same call and answer.
 */
export function createUserNotificationsService() {
  /** How many notifications of the user are unread. */
  function countUnreadNotifications(
    _tenant: TResolvedTenant,
    _userCode: string,
  ): Promise<TGetUnreadNotificationCountResponse> {
    return Promise.resolve({ count: 0 });
  }

  return { countUnreadNotifications };
}
