import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { countPages, PageDefaults } from '@portal/contracts';
import type { TAssetSearchParameters, TAssetSearchRequest } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetList } from '../api/get-asset-list';
import type { TFeedList } from '../api/get-asset-list';
import { formatNumber } from '../../../lib/format-number';
import { usePageLocale } from '../../../lib/page-locale';
import { ErrorState } from './query-state';
import { ResourceGrid, ResourceGridSkeleton } from './resource-grid';

type TPagedResourceListProps = {
  serviceUrl: string;
  list: TFeedList;
  title: string;
  emptyText: string;
  searchParameters?: Omit<TAssetSearchParameters, 'locales'>;
  page: number;
  onPageChange: (page: number) => void;
};

/** A whole list of the feed, a page at a time (spec section 9: 16 per page). */
export function PagedResourceList({
  serviceUrl,
  list,
  title,
  emptyText,
  searchParameters = {},
  page,
  onPageChange,
}: TPagedResourceListProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const headingId = useId();
  const request: TAssetSearchRequest = {
    displayAll: false,
    pageNo: page,
    pageSize: PageDefaults.pageSize,
    sortColumns: [],
    searchParameters: { ...searchParameters, locales: [locale] },
  };
  const { data, isPending, isError, refetch } = useAssetList(serviceUrl, list, request);
  const pageCount = data ? countPages(data.totalRecords) : 1;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('resources.feed.resultCount', { formatted: formatNumber(data.totalRecords, locale) })}
          </Text>
        ) : null}
      </Group>
      {isPending ? (
        <ResourceGridSkeleton count={PageDefaults.pageSize} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ResourceGrid serviceUrl={serviceUrl} resources={data.result} emptyText={emptyText} priorityCount={3} />
      )}
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t('resources.paging.next') : t('resources.paging.previous'),
          })}
          getItemProps={(item) => ({ 'aria-label': t('resources.paging.page', { page: item }) })}
        />
      ) : null}
    </Stack>
  );
}
