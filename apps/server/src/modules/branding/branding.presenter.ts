import { isTenantLogoUrl, type TBranding } from '@portal/contracts';

// The logo address the branding page stores: the media service's image of the tenant.
const MEDIA_LOGO_PATH = /^\/image\/([0-9a-f-]{36})\?/;

/** The address of an uploaded logo, versioned so browsers see a replaced image at once. */
export function logoUrlOf(tenantCode: string, media: { mediaId: string; version: string }): string {
  const query = new URLSearchParams({ tenant: tenantCode, v: media.version });
  return `/image/${encodeURIComponent(media.mediaId)}?${query.toString()}`;
}

/**
 * The tenant's branding as the admin page shows it. A logo stored another way (a data URL of the
 * demo seed) has no media id; one the pages may not show is left out, as the configuration does.
 */
export function presentBranding(row: { brand_color: string | null; logo_url: string | null }): TBranding {
  const logoUrl = row.logo_url && isTenantLogoUrl(row.logo_url) ? row.logo_url : null;
  return {
    brandColor: row.brand_color,
    logoMediaId: logoUrl ? (MEDIA_LOGO_PATH.exec(logoUrl)?.[1] ?? null) : null,
    logoUrl,
  };
}
