import { MediaValidation } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useResourceMedia } from '../utils/resource-media';
import { resourceQueryKeys } from './query-keys';

/** A signed link of an attachment, asked only once the asset is opened and renewed before it expires. */
export function usePlaybackUrl(mediaId: string, isEnabled: boolean) {
  const media = useResourceMedia();
  return useQuery({
    queryKey: [...resourceQueryKeys.all, 'playback-url', mediaId],
    queryFn: ({ signal }) => media.getPlaybackUrl(mediaId, signal),
    enabled: isEnabled,
    staleTime: (MediaValidation.playbackLinkTtlSeconds * 1000) / 2,
    gcTime: (MediaValidation.playbackLinkTtlSeconds * 1000) / 2,
  });
}
