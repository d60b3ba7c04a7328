import type { ZMediaLinkResponseSchema, TMediaLinkResponse } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';

/**
 * `GET /api/media/{id}/link`: a short-lived signed URL that `<video>`, `<audio>` and a PDF frame
 * load without a bearer token. The answer is relative to the media service: made absolute here.
 */
export async function getMediaLink(
  mediaServiceUrl: string,
  mediaId: string,
  signal?: AbortSignal,
): Promise<TMediaLinkResponse> {
  const link = await apiRequest(
    joinUrl(mediaServiceUrl, `/api/media/${encodeURIComponent(mediaId)}/link`),
    serverCheckedAnswer<typeof ZMediaLinkResponseSchema>(),
    { signal },
  );
  return { ...link, url: new URL(link.url, new URL(mediaServiceUrl, window.location.origin)).href };
}
