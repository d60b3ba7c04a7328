import { Group, Select, Stack } from '@mantine/core';
import { ORDER_STATUSES, PageDefaults, STORE_PATHS, storeRefusalOf } from '@portal/contracts';
import type { TAdminOrder, TOrderStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAdminOrders, useChangeOrder } from '../../../features/stores/api/admin-store';
import { AdminOrderTable } from '../../../features/stores/components/admin-order-table';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-number';
import { RequireStoresAdmin } from './require-stores-admin';
import { StoreAdminLinks } from './store-links';
import { useStores } from './use-stores';

const PAGE_SIZE = PageDefaults.pageSize;

function statusOf(value: string | null): TOrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

function AdminOrdersPage() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useStores();
  const { showToast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const pageNo = Math.max(1, Number(searchParams.get('page')) || 1);
  const orders = useAdminOrders(serviceUrl, { pageNo, pageSize: PAGE_SIZE, locale, ...(status ? { status } : {}) });
  const change = useChangeOrder(serviceUrl);
  const [toRefund, setToRefund] = useState<TAdminOrder | null>(null);
  const pendingOrderId = change.isPending ? (change.variables?.orderId ?? null) : null;

  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (value) {
      params.set(name, value);
    } else {
      params.delete(name);
    }
    if (name !== 'page') {
      params.delete('page');
    }
    setSearchParams(params);
  };
  const changeOrder = (order: TAdminOrder, action: 'fulfil' | 'refund') =>
    change.mutate(
      { orderId: order.orderId, action },
      {
        onSuccess: () => {
          setToRefund(null);
          showToast({
            kind: 'success',
            message: t(action === 'fulfil' ? 'stores.admin.orders.fulfilled' : 'stores.admin.orders.refunded', {
              person: order.displayName,
            }),
          });
        },
        onError: (error) => {
          setToRefund(null);
          const refusal = error instanceof ApiError ? storeRefusalOf(error.problem) : undefined;
          showToast({
            kind: 'error',
            message:
              refusal === 'ORDER_NOT_PLACED'
                ? t('stores.admin.orders.notPlaced')
                : t('stores.admin.orders.changeError'),
          });
        },
      },
    );

  const body = () => {
    if (orders.isError) {
      return (
        <ErrorAlert
          text={t('stores.admin.orders.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void orders.refetch()}
        />
      );
    }
    if (!orders.data) {
      return <ListSkeleton label={t('stores.admin.orders.loading')} rows={5} rowHeight={56} />;
    }
    return (
      <PagedList
        page={orders.data}
        emptyTitle={t(status ? 'stores.admin.orders.emptyFilteredTitle' : 'stores.admin.orders.emptyTitle')}
        emptyText={t(status ? 'stores.admin.orders.emptyFiltered' : 'stores.admin.orders.empty')}
        countText={t('stores.admin.orders.count', { count: orders.data.totalRecords })}
        pageSize={PAGE_SIZE}
        pageNo={pageNo}
        onPageChange={(next) => setParam('page', String(next))}
      >
        {(items) => (
          <AdminOrderTable
            orders={items}
            locale={locale}
            pendingOrderId={pendingOrderId}
            onFulfil={(order) => changeOrder(order, 'fulfil')}
            onRefund={setToRefund}
          />
        )}
      </PagedList>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('stores.admin.orders.title')}
        description={t('stores.admin.orders.description')}
        breadcrumbs={[{ label: t('stores.title'), to: STORE_PATHS.catalogue }]}
        actions={<StoreAdminLinks />}
      />
      <Group>
        <Select
          label={t('stores.admin.orders.statusFilter')}
          clearable
          placeholder={t('stores.admin.orders.allStatuses')}
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`stores.order.status.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setParam('status', value)}
        />
      </Group>
      {body()}
      <ConfirmDialog
        opened={toRefund !== null}
        title={t('stores.admin.orders.refundDialog.title')}
        message={t('stores.admin.orders.refundDialog.message', {
          person: toRefund?.displayName ?? '',
          reward: toRefund?.rewardName ?? '',
          count: toRefund?.coins ?? 0,
          formatted: formatNumber(toRefund?.coins ?? 0, locale),
        })}
        confirmLabel={t('stores.admin.orders.refundDialog.confirm')}
        cancelLabel={t('stores.admin.orders.refundDialog.keep')}
        closeLabel={t('stores.close')}
        isPending={change.isPending}
        onCancel={() => setToRefund(null)}
        onConfirm={() => toRefund && changeOrder(toRefund, 'refund')}
      />
    </Stack>
  );
}

/** `/stores/admin/orders`: every order of the store, to fulfil or refund, for STORES_ADMIN. */
export function StoresAdminOrdersRoute() {
  return (
    <RequireStoresAdmin>
      <AdminOrdersPage />
    </RequireStoresAdmin>
  );
}
