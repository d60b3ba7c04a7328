import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TAsset, TResource } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html';
import { ApiError } from '../../../lib/api-client';
import { useResource } from '../api/get-resource';
import { useRecordAssetView } from '../api/record-asset-view';
import { formatDate, formatDuration } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { AssetPanel } from './asset-panel';
import { AssetTypeBadge } from './asset-type-badge';
import { FavoriteButton } from './favorite-button';
import { ErrorState, LoadingState } from './query-state';
import { ResourceThumbnail } from './resource-thumbnail';

type TResourceDetailProps = {
  serviceUrl: string;
  resourceId: number;
  backTo: string;
};

function ResourceContent({ serviceUrl, resource }: { serviceUrl: string; resource: TResource }) {
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
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <ResourceThumbnail mediaId={resource.thumbnailMediaId} assetTypeCode={types[0]} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} lang={resource.locale}>
            {resource.title}
          </Title>
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
          <Group>
            <FavoriteButton
              serviceUrl={serviceUrl}
              resourceId={resource.resourceId}
              isFavorite={resource.isFavorite}
              title={resource.title}
            />
          </Group>
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
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        ← {t('resources.detail.back')}
      </Anchor>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        error instanceof ApiError && error.status === 404 ? (
          <Alert color="yellow" title={t('resources.detail.notFoundTitle')}>
            {t('resources.detail.notFound')}
          </Alert>
        ) : (
          <ErrorState onRetry={() => void refetch()} />
        )
      ) : (
        <ResourceContent serviceUrl={serviceUrl} resource={data} />
      )}
    </Stack>
  );
}
