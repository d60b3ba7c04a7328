import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TExploreItemsRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { ErrorAlert } from '../../../components/ui/query-state';
import { CARD_GRID_COLS, CardGridSkeleton } from '../../../components/ui/skeletons';
import { useExploreItems } from '../api/explore';
import { EXPLORE_CARD_HEIGHT, ExploreCard } from './explore-card';

type TExploreShelfProps = {
  serviceUrl: string;
  request: TExploreItemsRequest & { pageNo: number; pageSize: number };
  /** Where "everything" is (the overview, the chosen kinds kept). */
  overview: { search: string };
  onPageChange: (pageNo: number) => void;
};

/** One shelf in full, newest first, a page at a time. */
export function ExploreShelf({ serviceUrl, request, overview, onPageChange }: TExploreShelfProps) {
  const { t } = useTranslation();
  const items = useExploreItems(serviceUrl, request);
  if (items.isError) {
    return (
      <ErrorAlert
        text={t('explore.shelf.error')}
        retryLabel={t('explore.retry')}
        onRetry={() => void items.refetch()}
      />
    );
  }
  if (!items.data) {
    return <CardGridSkeleton label={t('explore.shelf.loading')} count={6} cardHeight={EXPLORE_CARD_HEIGHT} />;
  }
  if (items.data.result.length === 0) {
    return (
      <EmptyState
        title={t('explore.shelf.emptyTitle')}
        text={t('explore.shelf.empty')}
        action={
          <Button component={Link} to={overview} variant="default">
            {t('explore.shelf.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md" aria-busy={items.isPlaceholderData}>
      <Text size="sm" c="dimmed" role="status">
        {t('explore.shelf.count', { count: items.data.totalRecords })}
      </Text>
      <SimpleGrid cols={CARD_GRID_COLS} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.data.result.map((card) => (
          <li key={`${card.kind}:${card.id}`}>
            <ExploreCard card={card} isFluid />
          </li>
        ))}
      </SimpleGrid>
      <ListPager
        totalRecords={items.data.totalRecords}
        pageSize={request.pageSize}
        pageNo={request.pageNo}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
