import { useMemo } from 'react';
import { resizedMediaImageUrl } from '../features/media/utils/image-urls';
import { useTenantConfiguration } from './tenant-context';

/**
 * The image URL of a user's picture at `size` CSS pixels (fetched at twice that, for sharp
 * screens), or null without a picture. Kept while the picture stays: the CDN is picked at random
 * per URL, and a new URL would load the image again.
 */
export function useProfilePictureUrl(pictureMediaId: string | null, size: number): string | null {
  const configuration = useTenantConfiguration();
  return useMemo(
    () =>
      pictureMediaId
        ? resizedMediaImageUrl(configuration, pictureMediaId, { width: size * 2, height: size * 2 })
        : null,
    [configuration, pictureMediaId, size],
  );
}
