/*
 * Media ids as stored and compared everywhere: the media service, the modules that keep a media id
 * (resource attachments and thumbnails, profile pictures) and the shared rules below. Free of zod.
 */

/**
 * A media id in its one comparable form: lower case (ids are UUIDs; PostgreSQL's uuid answers
 * lower case and SQLite compares text exactly).
 */
export function normalizeMediaId(mediaId: string): string {
  return mediaId.toLowerCase();
}
