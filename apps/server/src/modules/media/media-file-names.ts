import { MEDIA_CONTENT_TYPES, MediaValidation, type TMediaContentType } from '@portal/contracts';
import { extensionOf } from './media-content.ts';

// Control characters (C0, DEL, C1), bidirectional overrides and isolates (they disguise extensions:
// "invoice\u202Efdp.exe"), zero-width characters, and what Windows forbids in names.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff<>:"|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** Cuts a name to `max` characters, keeping its extension. */
function shorten(name: string, max: number): string {
  if (name.length <= max) {
    return name;
  }
  const extension = extensionOf(name);
  if (!extension) {
    return name.slice(0, max).trimEnd();
  }
  const stem = name.slice(0, name.length - extension.length - 1);
  return `${stem.slice(0, max - extension.length - 1).trimEnd()}.${extension}`;
}

/**
 * The name a file is shown and downloaded under, from what the client sent: no folders (the last
 * segment of `../../etc/passwd` is `passwd`), no control, bidi or reserved characters, no leading
 * dots, bounded length, and the content type's extension when it has none. Storage never uses it.
 */
export function sanitizeFileName(raw: string | null | undefined, contentType?: TMediaContentType): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\r\f\v]/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (WINDOWS_RESERVED.test(name)) {
    name = `_${name}`;
  }
  if (name === '') {
    name = 'file';
  }
  if (contentType && !extensionOf(name)) {
    name = `${name}.${MEDIA_CONTENT_TYPES[contentType].extensions[0]}`;
  }
  return shorten(name, MediaValidation.maxFileNameLength);
}

/** RFC 5987 `ext-value` encoding: UTF-8, percent-encoded beyond `attr-char`. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` (RFC 6266) with the name twice: an ASCII fallback in `filename` and the
 * exact name in `filename*` (RFC 5987), so no name can break out of the header.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
