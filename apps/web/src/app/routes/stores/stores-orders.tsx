import { Button, Stack, Text } from '@mantine/core';
import { PageDefaults, STORE_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useMyOrders } from '../../../features/stores/api/learner-store';
import { ORDER_ROW_HEIGHT, OrderList } from '../../../features/stores/components/order-list';
import { formatNumber } from '../../../lib/format-number';
import { StoreLinks } from './store-links';
import { useStores } from './use-stores';

const PAGE_SIZE = PageDefaults.pageSize;

/** `/stores/orders`: the rewards I redeemed, newest first, and where each order stands. */
export function StoresOrdersRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale, imageUrlOf } = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(1, Number(searchParams.get('page')) || 1);
  const orders = useMyOrders(serviceUrl, pageNo, PAGE_SIZE, locale);

  const body = () => {
    if (orders.isError) {
      return (
        <ErrorAlert
          text={t('stores.orders.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void orders.refetch()}
        />
      );
    }
    if (!orders.data) {
      return <ListSkeleton label={t('stores.orders.loading')} rows={4} rowHeight={ORDER_ROW_HEIGHT} />;
    }
    if (orders.data.result.length === 0) {
      return (
        <EmptyState
          title={t('stores.orders.emptyTitle')}
          text={t('stores.orders.empty')}
          action={
            <Button component={Link} to={STORE_PATHS.catalogue} variant="default">
              {t('stores.orders.browse')}
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="sm" aria-busy={orders.isPlaceholderData}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('stores.orders.count', {
            count: orders.data.totalRecords,
            formatted: formatNumber(orders.data.totalRecords, locale),
          })}
        </Text>
        <OrderList orders={orders.data.result} imageUrlOf={imageUrlOf} locale={locale} />
        <ListPager
          totalRecords={orders.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={(next) => setSearchParams({ page: String(next) })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('stores.orders.title')}
        description={t('stores.orders.description')}
        breadcrumbs={[{ label: t('stores.title'), to: STORE_PATHS.catalogue }]}
        actions={<StoreLinks />}
      />
      {body()}
    </Stack>
  );
}
