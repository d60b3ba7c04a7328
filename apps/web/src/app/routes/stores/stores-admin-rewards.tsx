import { Button, Stack } from '@mantine/core';
import { PageDefaults, STORE_PATHS } from '@portal/contracts';
import type { TAdminRewardListItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAdminRewards, useDeleteReward } from '../../../features/stores/api/admin-store';
import { AdminRewardTable } from '../../../features/stores/components/admin-reward-table';
import { RequireStoresAdmin } from './require-stores-admin';
import { StoreAdminLinks } from './store-links';
import { useStores } from './use-stores';

const PAGE_SIZE = PageDefaults.pageSize;

function AdminRewardsPage() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useStores();
  const { showToast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(1, Number(searchParams.get('page')) || 1);
  const rewards = useAdminRewards(serviceUrl, pageNo, PAGE_SIZE);
  const remove = useDeleteReward(serviceUrl);
  const [toDelete, setToDelete] = useState<TAdminRewardListItem | null>(null);

  const body = () => {
    if (rewards.isError) {
      return (
        <ErrorAlert
          text={t('stores.admin.rewards.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void rewards.refetch()}
        />
      );
    }
    if (!rewards.data) {
      return <ListSkeleton label={t('stores.admin.rewards.loading')} rows={5} rowHeight={48} />;
    }
    return (
      <PagedList
        page={rewards.data}
        emptyTitle={t('stores.admin.rewards.emptyTitle')}
        emptyText={t('stores.admin.rewards.empty')}
        countText={t('stores.admin.rewards.count', { count: rewards.data.totalRecords })}
        pageSize={PAGE_SIZE}
        pageNo={pageNo}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
      >
        {(items) => <AdminRewardTable rewards={items} locale={locale} onDelete={setToDelete} />}
      </PagedList>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('stores.admin.rewards.title')}
        description={t('stores.admin.rewards.description')}
        breadcrumbs={[{ label: t('stores.title'), to: STORE_PATHS.catalogue }]}
        actions={
          <>
            <StoreAdminLinks />
            <Button component={Link} to={`${STORE_PATHS.adminRewards}/new`}>
              {t('stores.admin.rewards.new')}
            </Button>
          </>
        }
      />
      {body()}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('stores.admin.rewards.deleteDialog.title')}
        message={t('stores.admin.rewards.deleteDialog.message')}
        confirmLabel={t('stores.admin.rewards.deleteDialog.confirm')}
        cancelLabel={t('stores.admin.rewards.deleteDialog.keep')}
        closeLabel={t('stores.close')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.rewardId, {
            onSuccess: (answer) => {
              setToDelete(null);
              showToast({
                kind: 'success',
                message: answer.deleted ? t('stores.admin.rewards.deleted') : t('stores.admin.rewards.deactivated'),
              });
            },
            onError: () => {
              setToDelete(null);
              showToast({ kind: 'error', message: t('stores.admin.rewards.deleteError') });
            },
          })
        }
      />
    </Stack>
  );
}

/** `/stores/admin/rewards`: the store's rewards, for STORES_ADMIN. */
export function StoresAdminRewardsRoute() {
  return (
    <RequireStoresAdmin>
      <AdminRewardsPage />
    </RequireStoresAdmin>
  );
}
