import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { resourceFeedPath } from '@portal/contracts';
import type { TAssetListItem } from '@portal/contracts';
import { Link } from 'react-router';
import { formatDuration } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { AssetTypeBadge } from './asset-type-badge';
import { FavoriteButton } from './favorite-button';
import { ResourceThumbnail } from './resource-thumbnail';

type TResourceCardProps = {
  serviceUrl: string;
  resource: TAssetListItem;
};

/** A resource of the feed: thumbnail, title in the page's language, duration, type, favourite. */
export function ResourceCard({ serviceUrl, resource }: TResourceCardProps) {
  const locale = usePageLocale();
  const duration = formatDuration(resource.durationValue, resource.durationType, locale);
  const types = [...new Set(resource.assetTypeCodes)];
  return (
    <Card withBorder padding="sm" component="article" aria-label={resource.title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ResourceThumbnail mediaId={resource.thumbnailMediaId} assetTypeCode={types[0]} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={resourceFeedPath(resource.resourceId)} fw={600} lineClamp={2}>
            <span lang={resource.locale}>{resource.title}</span>
          </Anchor>
          <Group gap={4}>
            {types.map((type) => (
              <AssetTypeBadge key={type} assetTypeCode={type} />
            ))}
          </Group>
          {duration ? (
            <Text size="sm" c="dimmed">
              {duration}
            </Text>
          ) : null}
          <Group>
            <FavoriteButton
              serviceUrl={serviceUrl}
              resourceId={resource.resourceId}
              isFavorite={resource.isFavorite}
              title={resource.title}
              size="xs"
            />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
