import { NotificationCentre } from '../../../features/notifications/components/notification-centre';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** `dashboard/notifications`: the notification centre (the bell's destination). */
export function NotificationsRoute() {
  const { coreService } = useTenantConfiguration();
  const { user } = useSignedInSession();
  return <NotificationCentre coreService={coreService} userCode={user.userCode} />;
}
