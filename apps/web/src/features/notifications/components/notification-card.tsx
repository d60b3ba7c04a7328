import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TUserNotification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { formatNotificationDate } from '../utils/format-notification-date';

type TNotificationCardProps = {
  notification: TUserNotification;
  isBusy: boolean;
  onMarkRead: (notification: TUserNotification) => void;
  onDelete: (notification: TUserNotification) => void;
};

/** Spec section 2 "Dialogs": delete only once the notification no longer has a pop-up to show. */
function isNotificationDeletable(notification: TUserNotification): boolean {
  return notification.displayTimesCountdown === 0;
}

/** One notification of the centre: unread ones stand out and say so to screen readers too. */
export function NotificationCard({ notification, isBusy, onMarkRead, onDelete }: TNotificationCardProps) {
  const { t, i18n } = useTranslation();
  const isUnread = notification.readOn === null;
  const titleId = `notification-${notification.notificationId}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-unread={isUnread}
      withBorder
      p="md"
      radius="md"
      bg={isUnread ? 'blue.0' : undefined}
      style={isUnread ? { borderLeft: '4px solid var(--mantine-color-blue-7)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId} fw={isUnread ? 700 : 500}>
            {notification.title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {isUnread ? (
              <Badge color="blue.8" size="sm">
                {t('notifications.unread')}
              </Badge>
            ) : null}
            <Badge variant="outline" color="gray.7" size="sm">
              {t(`notifications.type.${notification.notificationType}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={notification.effectiveOn}>
            {formatNotificationDate(notification.effectiveOn, i18n.language)}
          </time>
        </Text>
        <SafeHtml html={notification.description} />
        <Group gap="xs">
          {isUnread ? (
            <Button size="compact-sm" variant="light" disabled={isBusy} onClick={() => onMarkRead(notification)}>
              {t('notifications.markRead')}
            </Button>
          ) : null}
          {isNotificationDeletable(notification) ? (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              disabled={isBusy}
              onClick={() => onDelete(notification)}
              aria-label={t('notifications.deleteNamed', { title: notification.title })}
            >
              {t('notifications.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
