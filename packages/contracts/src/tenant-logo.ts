import { z } from 'zod';
import { isCleanInAppPath } from './post-login-url.ts';

/** Limits of a tenant's logo, shared by the migration, the server and the tests. */
export const TenantLogoValidation = {
  /** A data URL is sent with every configuration answer: small enough for every page load. */
  maxLength: 20_000,
} as const;

// Raster and vector images a browser shows in <img> (an SVG there runs no script).
const IMAGE_DATA_URL = /^data:image\/(png|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether a logo address is one the portal's pages may show: an image path of the portal itself
 * or an image data URL. Another site's address is refused: the Content Security Policy would block
 * it, and it would tell that site who opens the portal.
 */
export function isTenantLogoUrl(url: string): boolean {
  return url.length <= TenantLogoValidation.maxLength && (IMAGE_DATA_URL.test(url) || isCleanInAppPath(url));
}

/** The tenant's logo in its configuration: absent when the tenant has none (its name stands for it). */
export const ZTenantLogoUrlSchema = z
  .string()
  .refine(isTenantLogoUrl, 'An image path of the portal or an image data URL');
