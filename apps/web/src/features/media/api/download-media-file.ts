import { joinUrl } from '../../../lib/api-client';
import { downloadWithToken } from '../utils/download-with-token';

/** `GET /api/media/file/{id}` (attachment) with the bearer token, saved under `fileName`. */
export function downloadMediaFile(
  mediaServiceUrl: string,
  media: { mediaId: string; fileName: string },
  accessToken: string | undefined,
): Promise<void> {
  return downloadWithToken({
    url: joinUrl(mediaServiceUrl, `/api/media/file/${encodeURIComponent(media.mediaId)}`),
    fileName: media.fileName,
    accessToken,
  });
}
