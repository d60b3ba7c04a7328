import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { TAssetSearchRequest } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssetList } from '../api/get-asset-list';
import type { TFeedList } from '../api/get-asset-list';
import { usePageLocale } from '../../../lib/page-locale';
import { ErrorState } from './query-state';
import { ResourceGrid, ResourceGridSkeleton } from './resource-grid';

/** Items each section of the feed's front page shows; "See all" pages through the rest. */
export const FEED_SECTION_SIZE = 6;

type TFeedSectionProps = {
  serviceUrl: string;
  list: Exclude<TFeedList, 'search'>;
  title: string;
  emptyText: string;
  seeAllTo: string;
  /** The page's first section: its first row of thumbnails is not lazy (the page's LCP). */
  isFirst?: boolean;
};

/** One list of the feed (recommended, featured, trending, favourites): its newest items. */
export function FeedSection({ serviceUrl, list, title, emptyText, seeAllTo, isFirst = false }: TFeedSectionProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const headingId = useId();
  const request: TAssetSearchRequest = {
    displayAll: false,
    pageNo: 1,
    pageSize: FEED_SECTION_SIZE,
    sortColumns: [],
    searchParameters: { locales: [locale] },
  };
  const { data, isPending, isError, refetch } = useAssetList(serviceUrl, list, request);
  const hasMore = (data?.totalRecords ?? 0) > (data?.result.length ?? 0);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {hasMore ? (
          <Anchor component={Link} to={seeAllTo} size="sm">
            {t('resources.feed.seeAll', { title })}
          </Anchor>
        ) : null}
      </Group>
      {isPending ? (
        <ResourceGridSkeleton count={FEED_SECTION_SIZE} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ResourceGrid
          serviceUrl={serviceUrl}
          resources={data.result}
          emptyText={emptyText}
          priorityCount={isFirst ? 3 : 0}
          isBelowFold={!isFirst}
        />
      )}
    </Stack>
  );
}
