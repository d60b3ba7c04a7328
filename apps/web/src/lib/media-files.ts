import { MEDIA_CONTENT_TYPES, MediaValidation, normalizeContentType } from '@portal/contracts';
import type { TMediaContentType, TMediaKind } from '@portal/contracts';
import { ApiError } from './api-client';
import type { TMessageKey } from './i18n';

/** The `accept` attribute of a file input for these media kinds (types and extensions). */
export function acceptOf(kinds: readonly string[]): string {
  const entries = Object.entries(MEDIA_CONTENT_TYPES).filter(([, definition]) => kinds.includes(definition.kind));
  return entries
    .flatMap(([contentType, definition]) => [contentType, ...definition.extensions.map((extension) => `.${extension}`)])
    .join(',');
}

function contentTypeOf(file: Pick<File, 'name' | 'type'>): TMediaContentType | undefined {
  const declared = normalizeContentType(file.type);
  if (Object.hasOwn(MEDIA_CONTENT_TYPES, declared)) {
    return declared as TMediaContentType;
  }
  // Browsers leave the type empty for some files: the extension says what the server will check.
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const match = Object.entries(MEDIA_CONTENT_TYPES).find(([, definition]) =>
    (definition.extensions as readonly string[]).includes(extension),
  );
  return match?.[0] as TMediaContentType | undefined;
}

export type TFileProblem = 'unsupportedType' | 'wrongKind' | 'tooLarge';

/**
 * What the media service would refuse, told before sending the bytes: an unknown type, a kind the
 * field does not take, a file above its kind's limit. The server decides from the bytes anyway.
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kinds: readonly string[],
): { problem: TFileProblem; maxBytes?: number } | undefined {
  const contentType = contentTypeOf(file);
  if (!contentType) {
    return { problem: 'unsupportedType' };
  }
  const kind: TMediaKind = MEDIA_CONTENT_TYPES[contentType].kind;
  if (kinds.length > 0 && !kinds.includes(kind)) {
    return { problem: 'wrongKind' };
  }
  const maxBytes = MediaValidation.maxBytesByKind[kind];
  return file.size > maxBytes ? { problem: 'tooLarge', maxBytes } : undefined;
}

/**
 * The translation key that says why the server refused an upload it answered with a problem
 * (too large for its type, a type it does not take, the 24-hour upload quota), or null when the
 * refusal says nothing the user can act on (the caller's generic message then).
 */
export function uploadRefusalKey(error: unknown): TMessageKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  switch (error.code) {
    case 'payload_too_large':
      return 'media.upload.tooLargeServer';
    case 'unsupported_media_type':
      return 'media.upload.unsupportedType';
    case 'rate_limited':
      return 'media.upload.quotaReached';
    default:
      return null;
  }
}
