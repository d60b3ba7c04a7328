import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { ResourceDefaults } from '@portal/contracts';
import { resourceFeedPath } from '@portal/contracts';
import type { TAssetListItem } from '@portal/contracts';
import { Link } from 'react-router';
import { formatDuration } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { AssetTypeBadge } from './asset-type-badge';
import { FavoriteButton } from './favorite-button';
import { ResourceThumbnail } from './resource-thumbnail';

/**
 * The card's height: the thumbnail, the card's padding (sm, 12 px each side) and its border. The
 * loading skeleton takes exactly this room, so the feed does not move when its cards arrive.
 */
export const RESOURCE_CARD_HEIGHT = ResourceDefaults.thumbnailHeight + 2 * 12 + 2;

type TResourceCardProps = {
  serviceUrl: string;
  resource: TAssetListItem;
  /** Among the first cards of the page: its thumbnail is not lazy (it may be the page's LCP). */
  isPriority?: boolean;
};

/** A resource of the feed: thumbnail, title in the page's language, duration, type, favourite. */
export function ResourceCard({ serviceUrl, resource, isPriority = false }: TResourceCardProps) {
  const locale = usePageLocale();
  const duration = formatDuration(resource.durationValue, resource.durationType, locale);
  const types = [...new Set(resource.assetTypeCodes)];
  return (
    <Card withBorder padding="sm" component="article" aria-label={resource.title} mih={RESOURCE_CARD_HEIGHT} h="100%">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ResourceThumbnail mediaId={resource.thumbnailMediaId} assetTypeCode={types[0]} isPriority={isPriority} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={resourceFeedPath(resource.resourceId)} fw={600} lineClamp={2}>
            <span lang={resource.locale}>{resource.title}</span>
          </Anchor>
          <Group gap={4}>
            {types.map((type) => (
              <AssetTypeBadge key={type} assetTypeCode={type} />
            ))}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt="auto">
            <Text size="sm" c="dimmed">
              {duration ?? ''}
            </Text>
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
