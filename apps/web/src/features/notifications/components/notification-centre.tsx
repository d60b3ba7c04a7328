import { Alert, Button, Group, Loader, Modal, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { NotificationTypeIds } from '@portal/contracts';
import type { TNotificationListType, TUserNotification } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { notificationKeys } from '../api/notification-keys';
import {
  deleteNotification,
  listNotificationsQueryOptions,
  markNotificationsRead,
  NOTIFICATION_PAGE_SIZE,
} from '../api/user-notifications';
import { NotificationCard } from './notification-card';

/** The centre's tabs: every type, then each type (spec section 3 "User notification"). */
export const NOTIFICATION_TABS = [
  'All',
  'General',
  'Important',
  'SystemGenerated',
] as const satisfies readonly TNotificationListType[];

type TNotificationCentreProps = {
  coreService: string;
  userCode: string;
};

type TNotificationListProps = TNotificationCentreProps & { type: TNotificationListType };

function NotificationList({ coreService, userCode, type }: TNotificationListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [pageNo, setPageNo] = useState(1);
  const [toDelete, setToDelete] = useState<TUserNotification | undefined>(undefined);
  const query = useQuery(listNotificationsQueryOptions(coreService, userCode, type, pageNo));

  // The count, every list and the pop-ups all follow from what changed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({
    mutationFn: (notificationIds: number[] | undefined) =>
      markNotificationsRead(coreService, {
        notificationIds,
        notificationTypeId: notificationIds || type === 'All' ? undefined : NotificationTypeIds[type],
      }),
    onSuccess: refresh,
    onError: () => showToast({ kind: 'error', message: t('notifications.markReadFailed') }),
  });
  const remove = useMutation({
    mutationFn: (notificationId: number) => deleteNotification(coreService, notificationId),
    onSuccess: async () => {
      setToDelete(undefined);
      showToast({ kind: 'success', message: t('notifications.deleted') });
      // The last one of a page: show the page before it.
      if (query.data?.result.length === 1 && pageNo > 1) {
        setPageNo(pageNo - 1);
      }
      await refresh();
    },
    onError: () => {
      setToDelete(undefined);
      showToast({ kind: 'error', message: t('notifications.deleteFailed') });
    },
  });

  if (query.isPending) {
    return (
      <Group py="md">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" mt="md">
        <Text size="sm">{t('notifications.loadError')}</Text>
        <Button size="compact-sm" variant="outline" color="red.9" mt="xs" onClick={() => void query.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Alert>
    );
  }
  const { result, totalRecords } = query.data;
  const pageCount = Math.max(1, Math.ceil(totalRecords / NOTIFICATION_PAGE_SIZE));
  const hasUnread = result.some((notification) => notification.readOn === null);
  const isBusy = markRead.isPending || remove.isPending;

  return (
    <Stack gap="sm" mt="md">
      {totalRecords === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('notifications.total', { count: totalRecords })}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              disabled={!hasUnread || isBusy}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.map((notification) => (
              <li key={notification.notificationId}>
                <NotificationCard
                  notification={notification}
                  isBusy={isBusy}
                  onMarkRead={(item) => markRead.mutate([item.notificationId])}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </Stack>
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={pageNo}
              onChange={setPageNo}
              getControlProps={(control) => ({
                'aria-label': t(`notifications.pager.${control}`),
              })}
              getItemProps={(page) => ({ 'aria-label': t('notifications.pager.page', { page }) })}
            />
          ) : null}
        </>
      )}
      <Modal
        opened={toDelete !== undefined}
        onClose={() => setToDelete(undefined)}
        title={t('notifications.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('notifications.close') }}
      >
        <Text>{t('notifications.deleteConfirm', { title: toDelete?.title ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setToDelete(undefined)} data-autofocus>
            {t('notifications.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => toDelete && remove.mutate(toDelete.notificationId)}
          >
            {t('notifications.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** `dashboard/notifications` (spec section 2): the user's notifications by type, a page at a time. */
export function NotificationCentre({ coreService, userCode }: TNotificationCentreProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<TNotificationListType>('All');
  return (
    <Stack gap="md">
      <Title order={1}>{t('notifications.title')}</Title>
      <Tabs
        value={type}
        onChange={(value) => setType(NOTIFICATION_TABS.find((tab) => tab === value) ?? 'All')}
        keepMounted={false}
      >
        <Tabs.List>
          {NOTIFICATION_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`notifications.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {NOTIFICATION_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <NotificationList coreService={coreService} userCode={userCode} type={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
