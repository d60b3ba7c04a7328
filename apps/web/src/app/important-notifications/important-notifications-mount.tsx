import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { checkImportantNotifications } from '../../features/notifications/api/get-unread-notification-count';
import { notificationKeys } from '../../features/notifications/api/notification-keys';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { readSessionItem, SESSION_KEYS, writeSessionItem } from '../../lib/session-cache';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

// Downloaded only when a pop-up is waiting (spec section 4: loaded when the check is true).
const ImportantNotificationsPopup = lazyWhenOnline(async () => ({
  default: (await import('../../features/notifications/components/important-notifications-popup'))
    .ImportantNotificationsPopup,
}));

/**
 * Spec section 4 "Notification pop-up": after a fresh sign-in only, asks whether Important
 * notifications wait and shows them. The fresh-login flag is reset once the check answered, so the
 * pop-up shows once per sign-in (a reload does not bring it back).
 */
export function ImportantNotificationsMount() {
  const { coreService } = useTenantConfiguration();
  const { user } = useSignedInSession();
  const [isFreshLogin] = useState(() => readSessionItem(SESSION_KEYS.freshLogin) === 'true');
  const [isDone, setIsDone] = useState(false);
  const check = useQuery({
    queryKey: notificationKeys.importantCheck(coreService, user.userCode),
    queryFn: async ({ signal }) => {
      const hasImportant = await checkImportantNotifications(coreService, signal);
      writeSessionItem(SESSION_KEYS.freshLogin, 'false');
      return hasImportant;
    },
    enabled: isFreshLogin,
    staleTime: Infinity,
    retry: false,
  });
  const done = useCallback(() => setIsDone(true), []);
  if (!check.data || isDone) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ImportantNotificationsPopup coreService={coreService} userCode={user.userCode} onDone={done} />
    </Suspense>
  );
}
