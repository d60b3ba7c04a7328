import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { notificationKeys } from '../api/notification-keys';
import { openNotificationStream } from '../utils/notification-stream';
import type { TNotificationStreamOptions } from '../utils/notification-stream';

type TNotificationLiveUpdatesProps = {
  coreService: string;
  userCode: string;
  onLiveChange: (isLive: boolean) => void;
  /** Tests give a fake EventSource. */
  createEventSource?: TNotificationStreamOptions['createEventSource'];
};

/**
 * Keeps the bell's count and the notification lists current without a reload (issue 7): the
 * stream's counts go straight into the count query, and a new notification refreshes the lists
 * and says so in a toast. Renders nothing.
 */
export function NotificationLiveUpdates({
  coreService,
  userCode,
  onLiveChange,
  createEventSource,
}: TNotificationLiveUpdatesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  // The latest callbacks, without reopening the stream when they change.
  const latest = useRef({ t, showToast, onLiveChange });
  useEffect(() => {
    latest.current = { t, showToast, onLiveChange };
  });

  useEffect(
    () =>
      openNotificationStream({
        coreService,
        createEventSource,
        onLiveChange: (isLive) => latest.current.onLiveChange(isLive),
        onUnreadCount: (count) => queryClient.setQueryData(notificationKeys.unreadCount(coreService, userCode), count),
        onNotification: (event) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
          latest.current.showToast({
            kind: 'info',
            title: latest.current.t('notifications.toast.title'),
            message: event.title,
          });
        },
      }),
    [coreService, userCode, queryClient, createEventSource],
  );
  return null;
}
