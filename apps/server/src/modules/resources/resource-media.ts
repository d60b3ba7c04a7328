import { normalizeMediaId, type TMediaKind } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findMediaByIds } from '../media/media.service.ts';

/** What the resource library needs to know of a media it attaches. */
export type TAttachableMedia = {
  mediaId: string;
  kind: TMediaKind;
  contentType: string;
  sizeInBytes: number;
  fileName: string;
};

/**
 * The tenant's media among the ids, by id (through the media service; another tenant's media is
 * not found). Sizes and content types of attachments come from here, never from the client.
 */
export async function findAttachableMedia(
  db: Kysely<Database>,
  tenantCode: string,
  mediaIds: readonly string[],
): Promise<Map<string, TAttachableMedia>> {
  const ids = [...new Set(mediaIds.map(normalizeMediaId))];
  const found = new Map<string, TAttachableMedia>();
  if (ids.length === 0) {
    return found;
  }
  for (const media of await findMediaByIds(db, tenantCode, ids)) {
    found.set(normalizeMediaId(media.mediaId), {
      mediaId: normalizeMediaId(media.mediaId),
      kind: media.kind,
      contentType: media.contentType,
      sizeInBytes: media.sizeInBytes,
      fileName: media.fileName,
    });
  }
  return found;
}
