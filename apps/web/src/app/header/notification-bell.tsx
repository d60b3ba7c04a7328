import { ActionIcon, Badge, Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getUnreadNotificationCountQueryOptions } from '../../features/notifications/api/get-unread-notification-count';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { usePageSettled } from '../../lib/page-settled';
import { useSignedInSession } from '../auth/signed-in-session';
import { useTenantConfiguration } from '../tenant-context';

// The live stream is its own chunk, opened once the page has its data: the badge's count is asked
// for at once, its live updates can follow a moment later.
const NotificationLiveUpdates = lazyWhenOnline(async () => ({
  default: (await import('../../features/notifications/components/notification-live-updates')).NotificationLiveUpdates,
}));

// Past this the badge says 99+: the exact figure is on the notification centre.
const MAX_BADGE_COUNT = 99;

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The notification icon (spec section 2): a link to the notification centre, a badge when some are unread. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { coreService } = useTenantConfiguration();
  const { user } = useSignedInSession();
  // While the stream is live it brings the count; otherwise the count is polled.
  const [isLive, setIsLive] = useState(false);
  // A failed count shows no badge: the bell still leads to the notification centre.
  const { data: count = 0 } = useQuery(getUnreadNotificationCountQueryOptions(coreService, user.userCode, isLive));
  const label = count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications');
  const isSettled = usePageSettled();

  return (
    <Box pos="relative">
      <ActionIcon component={Link} to="/dashboard/notifications" variant="subtle" size="lg" aria-label={label}>
        <BellIcon />
      </ActionIcon>
      {count > 0 ? (
        <Badge
          data-testid="notification-badge"
          aria-hidden="true"
          size="xs"
          color="red"
          circle={count < 10}
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: 'none' }}
        >
          {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
        </Badge>
      ) : null}
      {isSettled ? (
        <Suspense fallback={null}>
          <NotificationLiveUpdates coreService={coreService} userCode={user.userCode} onLiveChange={setIsLive} />
        </Suspense>
      ) : null}
    </Box>
  );
}
