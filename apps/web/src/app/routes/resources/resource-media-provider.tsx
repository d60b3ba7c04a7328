import type { TMediaReference } from '@portal/contracts';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { downloadMediaFile } from '../../../features/media/api/download-media-file';
import { getMediaLink } from '../../../features/media/api/get-media-link';
import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { mediaImageUrl, resizedMediaImageUrl } from '../../../features/media/utils/image-urls';
import { getApiAccessToken } from '../../../lib/api-client';
import { ResourceMediaContextProvider } from '../../../features/resources/utils/resource-media';
import type { TResourceMedia } from '../../../features/resources/utils/resource-media';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * The resource library's pages get the media service through this (features do not import each
 * other): image URLs on the tenant's CDNs, signed playback links, uploads with progress, downloads.
 */
export function ResourceMediaProvider({ children }: { children: ReactNode }) {
  const configuration = useTenantConfiguration();
  const value = useMemo<TResourceMedia>(() => {
    // The media service sits beside the core service (spec section 7 "Media service", base /api/media).
    const mediaServiceUrl = configuration.coreService;
    const getAccessToken = () => getApiAccessToken(mediaServiceUrl);
    // A CDN is picked at random per URL; remembered so that a re-render does not load the image again.
    const imageUrls = new Map<string, string>();
    const imageUrl = (mediaId: string, size?: { width: number; height: number }) => {
      const key = size ? `${mediaId}:${size.width}x${size.height}` : mediaId;
      let url = imageUrls.get(key);
      if (url === undefined) {
        const media: TMediaReference = mediaId;
        url = size ? resizedMediaImageUrl(configuration, media, size) : mediaImageUrl(configuration, media);
        imageUrls.set(key, url);
      }
      return url;
    };
    return {
      imageUrl,
      getPlaybackUrl: async (mediaId, signal) => (await getMediaLink(mediaServiceUrl, mediaId, signal)).url,
      downloadFile: async (file) => downloadMediaFile(mediaServiceUrl, file, await getAccessToken()),
      uploadFile: async (file, options = {}) => {
        // Loaded with the first upload: browsing never needs it.
        const { uploadMedia } = await import('../../../features/media/api/upload-media');
        const media = await uploadMedia({
          mediaServiceUrl,
          file,
          accessToken: await getAccessToken(),
          onProgress: options.onProgress ? (progress) => options.onProgress?.(progress.fraction) : undefined,
          signal: options.signal,
        });
        return {
          mediaId: media.mediaId,
          fileName: media.fileName,
          contentType: media.contentType,
          sizeInBytes: media.sizeInBytes,
          kind: media.kind,
        };
      },
      downloadAuthorized: async ({ url, method, body, fileName }) =>
        downloadWithToken({ url, method, body, fileName, accessToken: await getApiAccessToken(url) }),
    };
  }, [configuration]);
  return <ResourceMediaContextProvider value={value}>{children}</ResourceMediaContextProvider>;
}
