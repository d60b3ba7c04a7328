import { Center, Image, Text } from '@mantine/core';
import { ResourceDefaults } from '@portal/contracts';
import type { TAssetTypeCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { useResourceMedia } from '../utils/resource-media';

const WIDTH = ResourceDefaults.thumbnailWidth;
const HEIGHT = ResourceDefaults.thumbnailHeight;

type TResourceThumbnailProps = {
  mediaId: string | null;
  assetTypeCode: TAssetTypeCode | undefined;
  /** The page's first, largest image (its LCP): fetched at once, never lazily. */
  isPriority?: boolean;
};

/**
 * The resource's image at the default thumbnail size (spec section 9: 121x121), fetched at twice
 * that for sharp screens; without one, a placeholder of the same size naming the type.
 */
export function ResourceThumbnail({ mediaId, assetTypeCode, isPriority = false }: TResourceThumbnailProps) {
  const { t } = useTranslation();
  const media = useResourceMedia();
  if (mediaId) {
    return (
      <Image
        src={media.imageUrl(mediaId, { width: WIDTH * 2, height: HEIGHT * 2 })}
        alt=""
        w={WIDTH}
        h={HEIGHT}
        fit="cover"
        radius="sm"
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        style={{ flexShrink: 0 }}
        data-testid="resource-thumbnail"
      />
    );
  }
  return (
    <Center
      w={WIDTH}
      h={HEIGHT}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      data-testid="resource-thumbnail-placeholder"
      aria-hidden
    >
      <Text size="xs" c="dimmed" ta="center" px={4}>
        {assetTypeCode ? t(ASSET_TYPE_LABELS[assetTypeCode]) : t('resources.card.noImage')}
      </Text>
    </Center>
  );
}
