/*
 * The image URLs of the media service (spec section 7 "Media service"), for `<img src>`:
 * `{cdn}/image/{id}?tenant` (the original) and `{cdn}/image/blob/{id}?tenant&w&h` (resized), on a
 * CDN picked at random from the tenant's `listOfCDNs`. Free of zod: the first page uses them
 * (the user menu's picture) and carries no schema (docs/architecture.md, "First page budget").
 */

/** A media id alone, or with the version that makes its image URL safe to cache for good. */
export type TMediaReference = string | { mediaId: string; version?: string | undefined };

/** One of the tenant's CDN origins, at random; '' (this origin) when it lists none. */
export function pickCdnUrl(cdnUrls: readonly string[], pick: () => number = Math.random): string {
  if (cdnUrls.length === 0) {
    return '';
  }
  const index = Math.min(cdnUrls.length - 1, Math.max(0, Math.floor(pick() * cdnUrls.length)));
  return (cdnUrls[index] ?? '').replace(/\/+$/, '');
}

function imageQuery(media: TMediaReference, tenantCode: string, extra: [string, number | undefined][] = []): string {
  const params = new URLSearchParams({ tenant: tenantCode });
  for (const [name, value] of extra) {
    if (value !== undefined) {
      params.set(name, String(value));
    }
  }
  if (typeof media !== 'string' && media.version) {
    params.set('v', media.version);
  }
  return params.toString();
}

function idOf(media: TMediaReference): string {
  return encodeURIComponent(typeof media === 'string' ? media : media.mediaId);
}

/**
 * `{cdn}/image/{id}?tenant[&v]` on a CDN picked at random from the tenant's `listOfCDNs` (which
 * defaults to this server). Pass the media object (or `{ mediaId, version }`) rather than the id
 * when you have it: the version lets caches keep the image for good and still see a replacement.
 */
export function buildImageUrl(
  cdnUrls: readonly string[],
  media: TMediaReference,
  tenantCode: string,
  pick: () => number = Math.random,
): string {
  return `${pickCdnUrl(cdnUrls, pick)}/image/${idOf(media)}?${imageQuery(media, tenantCode)}`;
}

/** `{cdn}/image/blob/{id}?tenant&w&h[&v]`: the image resized to fit inside width x height. */
export function buildResizedImageUrl(
  cdnUrls: readonly string[],
  media: TMediaReference,
  tenantCode: string,
  size: { width?: number; height?: number },
  pick: () => number = Math.random,
): string {
  const query = imageQuery(media, tenantCode, [
    ['w', size.width],
    ['h', size.height],
  ]);
  return `${pickCdnUrl(cdnUrls, pick)}/image/blob/${idOf(media)}?${query}`;
}
