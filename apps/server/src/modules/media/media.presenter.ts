import { ZMediaContentTypeSchema, ZMediaKindSchema, type TMedia } from '@portal/contracts';
import type { TMediaRow } from './media.repository.ts';

/** The version of a media's content in image URLs (`v`): the start of its SHA-256. */
export function mediaVersionOf(row: Pick<TMediaRow, 'sha256'>): string {
  return row.sha256.slice(0, 16);
}

/** A media row as the API answers it; `data` only when the caller read the bytes. */
export function presentMedia(row: TMediaRow, data: string | null = null): TMedia {
  const kind = ZMediaKindSchema.parse(row.kind);
  return {
    mediaId: row.media_id,
    thumbnailId: kind === 'image' ? row.media_id : null,
    contentType: ZMediaContentTypeSchema.parse(row.content_type),
    fileName: row.file_name,
    sizeInBytes: row.size_bytes,
    kind,
    width: row.width,
    height: row.height,
    version: mediaVersionOf(row),
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    data,
  };
}
