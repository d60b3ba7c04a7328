import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TUserNotification } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { notificationKeys } from '../api/notification-keys';
import { dismissImportantNotification, importantNotificationsQueryOptions } from '../api/important-notifications';
import { formatNotificationDate } from '../utils/format-notification-date';

/** Spec section 9: the pop-up closes 1000 ms after the last notification is dismissed. */
const POPUP_CLOSE_DELAY_MS = 1000;

type TImportantNotificationsPopupProps = {
  coreService: string;
  userCode: string;
  /** The pop-up is done (closed, or nothing to show). */
  onDone: () => void;
};

type TPopupBodyProps = TImportantNotificationsPopupProps & { notifications: readonly TUserNotification[] };

function PopupBody({ coreService, userCode, notifications: loaded, onDone }: TPopupBodyProps) {
  const { t, i18n } = useTranslation();
  // The list as first read: 'n of total' must not shift if the query is read again meanwhile.
  const [notifications] = useState(loaded);
  const queryClient = useQueryClient();
  const [position, setPosition] = useState(0);
  const [isClosing, setIsClosing] = useState(false);
  const current = notifications[position];
  const dismiss = useMutation({
    mutationFn: (notificationId: number) => dismissImportantNotification(coreService, notificationId),
    // Read or not, the user saw it: move on either way; the bell and the lists follow the server.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(coreService, userCode) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
      if (position + 1 < notifications.length) {
        setPosition(position + 1);
      } else {
        setIsClosing(true);
      }
    },
  });

  // Done closes it: the caller stops rendering the pop-up.
  useEffect(() => {
    if (!isClosing) {
      return undefined;
    }
    const timer = setTimeout(onDone, POPUP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isClosing, onDone]);

  if (!current) {
    return null;
  }
  const dismissCurrent = () => {
    if (!dismiss.isPending && !isClosing) {
      dismiss.mutate(current.notificationId);
    }
  };
  return (
    <Modal
      opened
      onClose={dismissCurrent}
      title={current.title}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="important-popup-position">
          {t('notifications.popup.position', { position: position + 1, total: notifications.length })}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={current.effectiveOn}>{formatNotificationDate(current.effectiveOn, i18n.language)}</time>
        </Text>
        <SafeHtml html={current.description} />
        <Group justify="flex-end">
          <Button onClick={dismissCurrent} loading={dismiss.isPending} disabled={isClosing} data-autofocus>
            {t('notifications.popup.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Spec section 4 "Notification pop-up": the Important notifications still to show, one at a time
 * as 'n of total'; dismissing marks one read, refreshes the bell and shows the next; the modal
 * closes a second after the last.
 */
export function ImportantNotificationsPopup({ coreService, userCode, onDone }: TImportantNotificationsPopupProps) {
  const query = useQuery(importantNotificationsQueryOptions(coreService, userCode));
  const isEmpty = query.isError || (query.isSuccess && query.data.length === 0);
  useEffect(() => {
    if (isEmpty) {
      onDone();
    }
  }, [isEmpty, onDone]);
  if (!query.data || query.data.length === 0) {
    return null;
  }
  return <PopupBody coreService={coreService} userCode={userCode} notifications={query.data} onDone={onDone} />;
}
