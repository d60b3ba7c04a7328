import { apiRequest, joinUrl } from '../../../lib/api-client';
import type { TResponseReader } from '../../../lib/response-reader';

/** The 204 answer: no body. */
const NO_CONTENT: TResponseReader<undefined> = {
  safeParse: (input) =>
    input === undefined ? { success: true, data: undefined } : { success: false, error: 'a body was not expected' },
};

/** `DELETE /api/media/{id}`: the uploader (or an administrator) deletes a media nothing refers to. */
export async function deleteMedia(mediaServiceUrl: string, mediaId: string): Promise<void> {
  await apiRequest(joinUrl(mediaServiceUrl, `/api/media/${encodeURIComponent(mediaId)}`), NO_CONTENT, {
    method: 'DELETE',
  });
}
