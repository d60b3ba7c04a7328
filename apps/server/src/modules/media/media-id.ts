/**
 * A media id as stored and compared everywhere: lower case (media ids are UUIDs; PostgreSQL's
 * uuid answers lower case and SQLite compares text exactly). Every module that keeps or looks up
 * a media id normalises it with this one function.
 */
export function normalizeMediaId(mediaId: string): string {
  return mediaId.toLowerCase();
}
