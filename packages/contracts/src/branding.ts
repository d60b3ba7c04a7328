import { z } from 'zod';
import { normalizeMediaId } from './media-id.ts';

/*
 * The tenant's branding (issue 21, `/api/admin/branding`): its brand colour and its logo, which the
 * web app's theme, the identity provider's sign-in page and emails use. Changing it needs
 * USERADMIN_MANAGE_ROLES (`BRANDING_PERMISSION`): a tenant-wide setting for whoever may grant any
 * permission, as the audit log is.
 */

export const BRANDING_PERMISSION = 'USERADMIN_MANAGE_ROLES';

export const BrandingValidation = {
  /** WCAG AA for normal text: white text on the brand colour, and the colour as text on white. */
  minContrast: 4.5,
  /** The logo is on every page's header: small enough for every page load. */
  maxLogoBytes: 512 * 1024,
  /** Raster images only: the media service refuses SVG uploads anyway. */
  logoContentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ZBrandColorSchema = z.string().regex(HEX_COLOR, 'A colour written #rrggbb');

/** The tenant's branding as the admin page shows it. */
export const ZBrandingSchema = z.object({
  /** '#rrggbb'; null: the portal's own blue. */
  brandColor: ZBrandColorSchema.nullable(),
  /** The logo's media (a tenant image), or null when the tenant's name stands for it. */
  logoMediaId: z.string().nullable(),
  /** The logo's address for `<img src>` (the tenant configuration's `logoUrl`), or null. */
  logoUrl: z.string().nullable(),
});
export type TBranding = z.infer<typeof ZBrandingSchema>;
export const ZGetBrandingResponseSchema = ZBrandingSchema;

/**
 * `PUT /api/admin/branding`: replaces the colour and the logo. The logo is uploaded first through
 * the media service (`POST /api/media`); null removes it. A colour too light for white text is
 * `400` with `errors.brandColor` in the caller's language (Accept-Language), naming the ratio and
 * a darker shade that is readable.
 */
export const ZUpdateBrandingRequestSchema = z.strictObject({
  brandColor: ZBrandColorSchema.nullable(),
  logoMediaId: z.uuid().transform(normalizeMediaId).nullable(),
});
export type TUpdateBrandingRequest = z.input<typeof ZUpdateBrandingRequestSchema>;
export const ZUpdateBrandingResponseSchema = ZBrandingSchema;
