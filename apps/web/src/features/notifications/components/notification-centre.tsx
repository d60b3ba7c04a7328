import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { NotificationTypeIds } from '@portal/contracts';
import type { TListUserNotificationsResponse, TNotificationListType, TUserNotification } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toasts';
import { notificationKeys } from '../api/notification-keys';
import {
  deleteNotification,
  listNotificationsQueryOptions,
  markNotificationsRead,
  NOTIFICATION_PAGE_SIZE,
} from '../api/user-notifications';
import { NotificationCard } from './notification-card';
import { ListPager } from '../../../components/ui/list-pager';

/** The centre's tabs: every type, then each type (spec section 3 "User notification"). */
const NOTIFICATION_TABS = [
  'All',
  'General',
  'Important',
  'SystemGenerated',
] as const satisfies readonly TNotificationListType[];

type TNotificationCentreProps = {
  coreService: string;
  userCode: string;
};

type TNotificationPageProps = {
  page: TListUserNotificationsResponse;
  pageNo: number;
  isBusy: boolean;
  isMarkingAll: boolean;
  onPageChange: (pageNo: number) => void;
  /** These notifications, or (without ids) every unread one of the list. */
  onMarkRead: (notificationIds?: number[]) => void;
  onDelete: (notification: TUserNotification) => void;
};

/** A page of notifications: the count, 'Mark all as read', the cards and the pager. */
function NotificationPage({
  page: { result, totalRecords },
  pageNo,
  isBusy,
  isMarkingAll,
  onPageChange,
  onMarkRead,
  onDelete,
}: TNotificationPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('notifications.total', { total: totalRecords })}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          disabled={isBusy || !result.some((notification) => notification.readOn === null)}
          loading={isMarkingAll}
          onClick={() => onMarkRead()}
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
              onMarkRead={(item) => onMarkRead([item.notificationId])}
              onDelete={onDelete}
            />
          </li>
        ))}
      </Stack>
      <ListPager
        totalRecords={totalRecords}
        pageSize={NOTIFICATION_PAGE_SIZE}
        pageNo={pageNo}
        onPageChange={onPageChange}
      />
    </>
  );
}

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

  return (
    <Stack gap="sm" mt="md">
      <QueryState
        query={query}
        loadingLabel={t('notifications.loading')}
        errorText={t('notifications.loadError')}
        retryLabel={t('notifications.retry')}
        skeleton={<ListSkeleton label={t('notifications.loading')} rows={4} rowHeight={96} />}
      >
        {(page) =>
          page.totalRecords === 0 ? (
            <EmptyState title={t('notifications.emptyTitle')} text={t('notifications.empty')} />
          ) : (
            <NotificationPage
              page={page}
              pageNo={pageNo}
              isBusy={markRead.isPending || remove.isPending}
              isMarkingAll={markRead.isPending && markRead.variables === undefined}
              onPageChange={setPageNo}
              onMarkRead={(notificationIds) => markRead.mutate(notificationIds)}
              onDelete={setToDelete}
            />
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={toDelete !== undefined}
        title={t('notifications.deleteTitle')}
        message={t('notifications.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('notifications.delete')}
        cancelLabel={t('notifications.cancel')}
        closeLabel={t('notifications.close')}
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.notificationId)}
        onCancel={() => setToDelete(undefined)}
      />
    </Stack>
  );
}

/** `dashboard/notifications` (spec section 2): the user's notifications by type, a page at a time. */
export function NotificationCentre({ coreService, userCode }: TNotificationCentreProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<TNotificationListType>('All');
  return (
    <Stack gap="md">
      <PageHeader title={t('notifications.title')} />
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
