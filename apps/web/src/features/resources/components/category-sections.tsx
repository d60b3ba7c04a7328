import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { TAssetSearchRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAssetsByCategory } from '../api/get-assets-by-category';
import { orderCategoriesForUser } from '../utils/category-order';
import { usePageLocale } from '../../../lib/page-locale';
import { ErrorState } from './query-state';
import { ResourceGrid, ResourceGridSkeleton } from './resource-grid';

/** One row per category on the front page; "See all" pages through the rest. */
const CATEGORY_SECTION_SIZE = 3;

type TCategorySectionsProps = {
  serviceUrl: string;
  userCategoryIds: readonly number[];
  categoryPath: (categoryId: number) => string;
};

/** The feed by category (`searchForAllCategories`), the user's categories first. */
export function CategorySections({ serviceUrl, userCategoryIds, categoryPath }: TCategorySectionsProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const request: TAssetSearchRequest = {
    displayAll: false,
    pageNo: 1,
    pageSize: CATEGORY_SECTION_SIZE,
    sortColumns: [],
    searchParameters: { locales: [locale] },
  };
  const { data, isPending, isError, refetch } = useAssetsByCategory(serviceUrl, request);
  if (isPending) {
    // Two categories' room (heading and a row of cards): most tenants have at least that many.
    return (
      <Stack gap="xl">
        {[0, 1].map((index) => (
          <Stack key={index} gap="sm">
            <Skeleton h={27} w="30%" aria-hidden />
            <ResourceGridSkeleton count={CATEGORY_SECTION_SIZE} />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (isError) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const groups = orderCategoriesForUser(
    data.result.filter((group) => group.assets.length > 0),
    userCategoryIds,
  );
  if (groups.length === 0) {
    return (
      <EmptyState
        title={t('resources.feed.emptyTitle')}
        text={t('resources.feed.noCategories')}
        headingOrder={3}
        isCompact
      />
    );
  }
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack
          key={group.categoryId}
          component="section"
          gap="sm"
          aria-labelledby={`resource-category-${group.categoryId}`}
        >
          <Group justify="space-between" align="baseline">
            <Title order={3} size="h4" id={`resource-category-${group.categoryId}`}>
              {group.name}
            </Title>
            {group.totalRecords > group.assets.length ? (
              <Anchor component={Link} to={categoryPath(group.categoryId)} size="sm">
                {t('resources.feed.seeAll', { title: group.name })}
              </Anchor>
            ) : null}
          </Group>
          <ResourceGrid
            serviceUrl={serviceUrl}
            resources={group.assets}
            emptyText={t('resources.feed.emptyList')}
            isBelowFold
          />
        </Stack>
      ))}
    </Stack>
  );
}
