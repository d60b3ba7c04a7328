import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResourceDefaults } from '@portal/contracts';
import type { TAsset, TResource } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { SafeHtml } from '../../../components/ui/safe-html';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { ApiError } from '../../../lib/api-client';
import { useResource } from '../api/get-resource';
import { useRecordAssetView } from '../api/record-asset-view';
import { formatDate, formatDuration } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { AssetPanel } from './asset-panel';
import { AssetTypeBadge } from './asset-type-badge';
import { FavoriteButton } from './favorite-button';
import { ErrorState } from './query-state';
import { ResourceThumbnail } from './resource-thumbnail';

type TResourceDetailProps = {
  serviceUrl: string;
  resourceId: number;
  backTo: string;
};

type TBreadcrumbs = { label: string; to: string }[];

function ResourceContent({
  serviceUrl,
  resource,
  breadcrumbs,
}: {
  serviceUrl: string;
  resource: TResource;
  breadcrumbs: TBreadcrumbs;
}) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const recordView = useRecordAssetView(serviceUrl);
  // One view per asset and page visit, however often it is opened and closed.
  const viewed = useRef(new Set<number>());
  const onOpen = (asset: TAsset) => {
    if (viewed.current.has(asset.assetId)) {
      return;
    }
    viewed.current.add(asset.assetId);
    recordView.mutate({ resourceId: resource.resourceId, assetId: asset.assetId });
  };
  const duration = formatDuration(resource.durationValue, resource.durationType, locale);
  const types = [...new Set(resource.assets.map((asset) => asset.assetTypeCode))];
  return (
    <Stack gap="lg">
      <PageHeader
        title={resource.title}
        titleLang={resource.locale}
        breadcrumbs={breadcrumbs}
        actions={
          <FavoriteButton
            serviceUrl={serviceUrl}
            resourceId={resource.resourceId}
            isFavorite={resource.isFavorite}
            title={resource.title}
          />
        }
      />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ResourceThumbnail mediaId={resource.thumbnailMediaId} assetTypeCode={types[0]} isPriority />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            {types.map((type) => (
              <AssetTypeBadge key={type} assetTypeCode={type} />
            ))}
            {resource.categories.map((category) => (
              <Badge key={category.categoryId} variant="outline" size="sm">
                {category.name}
              </Badge>
            ))}
          </Group>
          {duration ? <Text size="sm">{t('resources.detail.duration', { duration })}</Text> : null}
          <Text size="sm" c="dimmed">
            {t('resources.detail.published', {
              date: formatDate(resource.publishedDate ?? resource.effectiveDate, locale),
            })}
          </Text>
        </Stack>
      </Group>
      {resource.description ? (
        <div lang={resource.locale}>
          <SafeHtml html={resource.description} />
        </div>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="resource-assets-heading">
        <Title order={2} size="h3" id="resource-assets-heading">
          {t('resources.detail.assets')}
        </Title>
        {resource.assets.length === 0 ? (
          <Text c="dimmed">{t('resources.detail.noAssets')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {[...resource.assets]
              .sort((left, right) => left.position - right.position)
              .map((asset) => (
                <AssetPanel key={asset.assetId} asset={asset} onOpen={onOpen} />
              ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** A resource opened from the feed (its own URL, `/resources/:resourceId`). */
export function ResourceDetail({ serviceUrl, resourceId, backTo }: TResourceDetailProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { data, isPending, isError, error, refetch } = useResource(serviceUrl, resourceId, locale);
  const breadcrumbs = [{ label: t('area.resources'), to: backTo }];
  if (isPending) {
    return <ResourceDetailSkeleton />;
  }
  if (isError) {
    return (
      <Stack gap="md">
        <PageHeader title={t('resources.detail.notFoundTitle')} breadcrumbs={breadcrumbs} />
        {error instanceof ApiError && error.status === 404 ? (
          <Alert color="yellow">{t('resources.detail.notFound')}</Alert>
        ) : (
          <ErrorState onRetry={() => void refetch()} />
        )}
      </Stack>
    );
  }
  return <ResourceContent serviceUrl={serviceUrl} resource={data} breadcrumbs={breadcrumbs} />;
}

/** The resource page's room while it loads: trail, title, thumbnail and its facts, text. */
function ResourceDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs" aria-hidden>
        <Skeleton h={16} w={160} />
        <Skeleton h={38} w="60%" />
      </Stack>
      <BlockSkeleton label={t('resources.loading')} height={ResourceDefaults.thumbnailHeight} />
      <Stack gap={10} aria-hidden>
        <Skeleton h={12} />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
      </Stack>
    </Stack>
  );
}
