import { z } from 'zod';
// The kinds and the id format are declared beside the resources that attach media; one source for both.
import { ZMediaIdSchema } from './resources.ts';
import { MEDIA_KINDS, type TMediaKind } from './resource-rules.ts';

/**
 * Media service (`/api/media`, spec section 7 "Media service"): files users and admins upload
 * (thumbnails, attachments, pictures), their metadata, downloads, and the image URLs the web app
 * puts in `<img src>`: `{cdn}/image/{id}?tenant` (the original) and
 * `{cdn}/image/blob/{id}?tenant&w&h` (resized), on a CDN picked at random from the tenant's
 * `listOfCDNs`.
 */

/** What a media is (`MEDIA_KINDS`), decided from its bytes, never from its name or declared type. */
export const ZMediaKindSchema = z.enum(MEDIA_KINDS);

type TContentTypeDefinition = { kind: TMediaKind; extensions: readonly string[] };

/**
 * The content types the media service accepts, with their kind and file extensions (the first is
 * the one added to a name that has none). Anything else (SVG, HTML, scripts, executables, plain
 * archives...) is refused with 415, whatever its name or declared type says.
 */
export const MEDIA_CONTENT_TYPES = {
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
  'audio/mpeg': { kind: 'audio', extensions: ['mp3'] },
  'audio/mp4': { kind: 'audio', extensions: ['m4a', 'mp4'] },
  'audio/wav': { kind: 'audio', extensions: ['wav'] },
  'audio/ogg': { kind: 'audio', extensions: ['ogg', 'oga', 'opus'] },
  'audio/webm': { kind: 'audio', extensions: ['weba', 'webm'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'presentation',
    extensions: ['pptx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'spreadsheet', extensions: ['xlsx'] },
} as const satisfies Record<string, TContentTypeDefinition>;

export type TMediaContentType = keyof typeof MEDIA_CONTENT_TYPES;
export const MEDIA_CONTENT_TYPE_LIST = Object.keys(MEDIA_CONTENT_TYPES) as [TMediaContentType, ...TMediaContentType[]];
export const ZMediaContentTypeSchema = z.enum(MEDIA_CONTENT_TYPE_LIST);

/** Other names clients give the accepted types (browsers and operating systems differ). */
export const MEDIA_CONTENT_TYPE_ALIASES: Readonly<Record<string, TMediaContentType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'video/x-m4v': 'video/mp4',
  'application/x-pdf': 'application/pdf',
};

/** Declared types that say nothing about the content: the bytes alone decide. */
export const UNSPECIFIC_CONTENT_TYPES: readonly string[] = ['', 'application/octet-stream', 'binary/octet-stream'];

/** A declared content type, lower-cased, without parameters, aliases resolved. */
export function normalizeContentType(declared: string | null | undefined): string {
  const bare = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_CONTENT_TYPE_ALIASES[bare] ?? bare;
}

/** The kind of an accepted content type. */
export function mediaKindOf(contentType: TMediaContentType): TMediaKind {
  return MEDIA_CONTENT_TYPES[contentType].kind;
}

const MIB = 1024 * 1024;

/** Limits shared by the upload form, the server and the tests. */
export const MediaValidation = {
  /** Largest upload per kind (413 above). */
  maxBytesByKind: {
    image: 10 * MIB,
    video: 200 * MIB,
    audio: 50 * MIB,
    document: 25 * MIB,
    presentation: 50 * MIB,
    spreadsheet: 25 * MIB,
  } satisfies Record<TMediaKind, number>,
  /** The largest of `maxBytesByKind`: no upload of any kind is read beyond it. */
  maxUploadBytes: 200 * MIB,
  /** Bounds of `w` and `h` of a resized image. */
  minDimension: 1,
  maxDimension: 2048,
  /** Images are decoded to be re-encoded: a decompression bomb stops here (pixels of one frame). */
  maxImagePixels: 40_000_000,
  /** Stored file names are cut to this many characters (extension kept). */
  maxFileNameLength: 200,
  /** Ids of one `GetMultiple` call. */
  maxGetMultipleIds: 100,
  /** `GET /api/media/{id}` answers the bytes of images up to this size in `data` (base64). */
  maxInlineDataBytes: 64 * 1024,
  /** How long a playback link (`GET /api/media/{id}/link`) stays valid. */
  playbackLinkTtlSeconds: 3600,
  /**
   * Upload quotas, over the last `quotaWindowHours`, on the bytes people's uploads still store:
   * one person may add `maxBytesPerUser`, all the tenant's people together `maxBytesPerTenant`
   * (429 `rate_limited` beyond). Administrators of a module are not held to them (they curate the
   * library's videos), but their uploads count toward the tenant's total.
   */
  maxBytesPerUser: 100 * MIB,
  maxBytesPerTenant: 2048 * MIB,
  quotaWindowHours: 24,
} as const;

/** Path parameter `:mediaId`. */
export const ZMediaIdParamsSchema = z.object({ mediaId: ZMediaIdSchema });
export type TMediaIdParams = z.infer<typeof ZMediaIdParamsSchema>;

/** A short fingerprint of a media's current content; changes when the content is replaced. */
export const ZMediaVersionSchema = z.string().regex(/^[0-9a-f]{16}$/, 'v must be a media version');

/** A media as the API answers it. */
export const ZMediaSchema = z.object({
  mediaId: ZMediaIdSchema,
  /** The image to show for it, resized through `/image/blob/{id}`: the media itself for images, else null. */
  thumbnailId: ZMediaIdSchema.nullable(),
  contentType: ZMediaContentTypeSchema,
  /** The uploaded name, sanitized (no path, no control characters), with the type's extension. */
  fileName: z.string(),
  sizeInBytes: z.number().int().nonnegative(),
  kind: ZMediaKindSchema,
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  version: ZMediaVersionSchema,
  /** userCode of the uploader; null for generated content. */
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The bytes, base64, of an image up to `MediaValidation.maxInlineDataBytes` on
   * `GET /api/media/{id}`; null otherwise (lists, larger files, other kinds: download them).
   */
  data: z.string().nullable(),
});
export type TMedia = z.infer<typeof ZMediaSchema>;

export const ZGetMediaResponseSchema = ZMediaSchema;
export const ZUploadMediaResponseSchema = ZMediaSchema;
export const ZUpdateMediaResponseSchema = ZMediaSchema;

/** `POST /api/media/GetMultiple`: the tenant's media among these ids (unknown ids are left out). */
export const ZGetMultipleMediaRequestSchema = z.strictObject({
  mediaIds: z
    .array(ZMediaIdSchema)
    .min(1, 'mediaIds needs at least one id')
    .max(MediaValidation.maxGetMultipleIds, `mediaIds takes at most ${MediaValidation.maxGetMultipleIds} ids`),
});
export type TGetMultipleMediaRequest = z.infer<typeof ZGetMultipleMediaRequestSchema>;
export const ZGetMultipleMediaResponseSchema = z.array(ZMediaSchema);

/** `GET /api/media/{id}/link`: a short-lived URL for `<video>`, `<audio>` or a PDF frame. */
export const ZMediaLinkResponseSchema = z.object({
  /** Relative to the media service's origin: `/media/stream/{id}?tenant&exp&sig`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type TMediaLinkResponse = z.infer<typeof ZMediaLinkResponseSchema>;

/** A tenant code as the public image and stream URLs carry it. */
export const ZMediaTenantCodeSchema = z
  .string({ error: 'tenant is required' })
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'tenant must be a tenant code');

const dimensionParameter = (name: string) =>
  z
    .string({ error: `${name} must be one whole number` })
    .regex(/^[1-9][0-9]{0,3}$/, `${name} must be a whole number of pixels`)
    .transform(Number)
    .pipe(z.number().int().min(MediaValidation.minDimension).max(MediaValidation.maxDimension));

/** `GET /image/{id}?tenant[&v]` */
export const ZImageQuerySchema = z.object({ tenant: ZMediaTenantCodeSchema, v: ZMediaVersionSchema.optional() });
export type TImageQuery = z.infer<typeof ZImageQuerySchema>;

/** `GET /image/blob/{id}?tenant&w&h[&v]`: at least one of w and h; the image fits inside them. */
export const ZResizedImageQuerySchema = z
  .object({
    tenant: ZMediaTenantCodeSchema,
    w: dimensionParameter('w').optional(),
    h: dimensionParameter('h').optional(),
    v: ZMediaVersionSchema.optional(),
  })
  .refine((query) => query.w !== undefined || query.h !== undefined, {
    message: 'w or h is required',
    path: ['w'],
  });
export type TResizedImageQuery = z.infer<typeof ZResizedImageQuerySchema>;

/** The resized image as JSON, for clients that ask for `application/json` (spec: "reads data, contentType"). */
export const ZResizedImageJsonResponseSchema = z.object({ data: z.string(), contentType: ZMediaContentTypeSchema });
export type TResizedImageJsonResponse = z.infer<typeof ZResizedImageJsonResponseSchema>;

/** `GET /media/stream/{id}?tenant&exp&sig`: the query of a playback link. */
export const ZMediaStreamQuerySchema = z.object({
  tenant: ZMediaTenantCodeSchema,
  exp: z
    .string({ error: 'exp is required' })
    .regex(/^[1-9][0-9]{0,11}$/, 'exp must be a time in seconds')
    .transform(Number),
  sig: z.string({ error: 'sig is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'sig must be a signature'),
});
export type TMediaStreamQuery = z.infer<typeof ZMediaStreamQuerySchema>;
