import { Badge, Button, Group, NativeSelect, Stack, Table } from '@mantine/core';
import { NOTIFICATION_TYPE_NAMES, NotificationTypeIds } from '@portal/contracts';
import type { TAdminUserNotification, TNotificationTypeId } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { formatNumber } from '../../../lib/format-number';
import { usePageLocale } from '../../../lib/page-locale';
import {
  ADMIN_NOTIFICATION_PAGE_SIZE,
  adminNotificationsQueryOptions,
  useDeleteAdminNotification,
} from '../api/admin-notifications';
import { formatNotificationDate } from '../utils/format-notification-date';
import { toNotificationTypeId } from '../utils/notification-type-id';
import { ListPager } from '../../../components/ui/list-pager';

type TAdminNotificationListProps = {
  coreService: string;
  pageNo: number;
  /** Only notifications of this type; undefined: every type. */
  typeId: TNotificationTypeId | undefined;
  onPageChange: (pageNo: number) => void;
  onTypeChange: (typeId: TNotificationTypeId | undefined) => void;
  newPath: string;
};

function AudienceText({ audience }: { audience: TAdminUserNotification['audience'] }) {
  const { t } = useTranslation();
  const name = audience.name ?? (audience.id === null ? '' : `#${audience.id}`);
  if (audience.kind === 'GROUP') {
    return <>{t('notificationsAdmin.list.audienceGroup', { name })}</>;
  }
  if (audience.kind === 'ROLE') {
    return <>{t('notificationsAdmin.list.audienceRole', { name })}</>;
  }
  return <>{t(`notificationsAdmin.audience.${audience.kind}`)}</>;
}

type TNotificationRowProps = {
  notification: TAdminUserNotification;
  now: number;
  isBusy: boolean;
  onDelete: (notification: TAdminUserNotification) => void;
};

function NotificationRow({ notification, now, isBusy, onDelete }: TNotificationRowProps) {
  const { t, i18n } = useTranslation();
  const locale = usePageLocale();
  const isScheduled = Date.parse(notification.effectiveOn) > now;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {notification.title}
      </Table.Th>
      <Table.Td>
        <Badge
          variant={notification.notificationType === 'Important' ? 'filled' : 'outline'}
          color={notification.notificationType === 'Important' ? 'red.9' : 'gray.7'}
          size="sm"
        >
          {t(`notifications.type.${notification.notificationType}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <AudienceText audience={notification.audience} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <time dateTime={notification.effectiveOn}>
            {formatNotificationDate(notification.effectiveOn, i18n.language)}
          </time>
          {isScheduled ? (
            <Badge color="blue.8" variant="outline" size="sm">
              {t('notificationsAdmin.list.scheduled')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td ta="end">{formatNumber(notification.recipientCount, locale)}</Table.Td>
      <Table.Td ta="end">{formatNumber(notification.readCount, locale)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          disabled={isBusy}
          aria-label={t('notificationsAdmin.list.deleteNamed', { title: notification.title })}
          onClick={() => onDelete(notification)}
        >
          {t('notifications.delete')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The tenant's notifications for administrators: newest first, a page at a time, deletable. */
export function AdminNotificationList({
  coreService,
  pageNo,
  typeId,
  onPageChange,
  onTypeChange,
  newPath,
}: TAdminNotificationListProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { showToast } = useToast();
  const [toDelete, setToDelete] = useState<TAdminUserNotification | undefined>(undefined);
  const query = useQuery(adminNotificationsQueryOptions(coreService, pageNo, typeId));
  const remove = useDeleteAdminNotification(coreService);
  // Read once when the list opens: which notifications are still to come.
  const [now] = useState(() => Date.now());

  const confirmDelete = () => {
    if (!toDelete) {
      return;
    }
    const { title } = toDelete;
    remove.mutate(toDelete.notificationId, {
      onSuccess: () => {
        setToDelete(undefined);
        showToast({ kind: 'success', message: t('notificationsAdmin.list.deleted', { title }) });
        // The last one of a page: show the page before it.
        if (query.data?.result.length === 1 && pageNo > 1) {
          onPageChange(pageNo - 1);
        }
      },
      onError: () => {
        setToDelete(undefined);
        showToast({ kind: 'error', message: t('notificationsAdmin.list.deleteFailed') });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('notificationsAdmin.list.typeFilter')}
          data={[
            { value: '', label: t('notificationsAdmin.list.anyType') },
            ...NOTIFICATION_TYPE_NAMES.map((name) => ({
              value: String(NotificationTypeIds[name]),
              label: t(`notifications.type.${name}`),
            })),
          ]}
          value={typeId === undefined ? '' : String(typeId)}
          onChange={(event) => onTypeChange(toNotificationTypeId(event.currentTarget.value))}
          w={200}
        />
        <Button component={Link} to={newPath}>
          {t('notificationsAdmin.new')}
        </Button>
      </Group>
      <QueryState
        query={query}
        loadingLabel={t('notificationsAdmin.list.loading')}
        errorText={t('notificationsAdmin.list.loadError')}
        retryLabel={t('notifications.retry')}
        skeleton={<ListSkeleton label={t('notificationsAdmin.list.loading')} rows={5} rowHeight={56} />}
      >
        {(page) =>
          page.result.length === 0 ? (
            <EmptyState
              title={typeId === undefined ? t('notificationsAdmin.list.empty') : t('notificationsAdmin.list.emptyType')}
              text={t('notificationsAdmin.list.emptyNext')}
            />
          ) : (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table striped highlightOnHover aria-busy={query.isPlaceholderData}>
                  <Table.Caption>
                    {t('notificationsAdmin.list.caption', {
                      total: formatNumber(page.totalRecords, locale),
                    })}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('notificationsAdmin.list.columnTitle')}</Table.Th>
                      <Table.Th scope="col">{t('notificationsAdmin.list.columnType')}</Table.Th>
                      <Table.Th scope="col">{t('notificationsAdmin.list.columnAudience')}</Table.Th>
                      <Table.Th scope="col">{t('notificationsAdmin.list.columnEffectiveOn')}</Table.Th>
                      <Table.Th scope="col" ta="end">
                        {t('notificationsAdmin.list.columnRecipients')}
                      </Table.Th>
                      <Table.Th scope="col" ta="end">
                        {t('notificationsAdmin.list.columnRead')}
                      </Table.Th>
                      <Table.Th scope="col">{t('notificationsAdmin.list.columnActions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.result.map((notification) => (
                      <NotificationRow
                        key={notification.notificationId}
                        notification={notification}
                        now={now}
                        isBusy={remove.isPending}
                        onDelete={setToDelete}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <ListPager
                totalRecords={page.totalRecords}
                pageSize={ADMIN_NOTIFICATION_PAGE_SIZE}
                pageNo={pageNo}
                onPageChange={onPageChange}
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={toDelete !== undefined}
        title={t('notificationsAdmin.list.deleteTitle')}
        message={t('notificationsAdmin.list.deleteConfirm', {
          title: toDelete?.title ?? '',
          recipients: formatNumber(toDelete?.recipientCount ?? 0, locale),
        })}
        confirmLabel={t('notifications.delete')}
        cancelLabel={t('notifications.cancel')}
        closeLabel={t('notifications.close')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </Stack>
  );
}
