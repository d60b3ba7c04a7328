import {
  MEDIA_CONTENT_TYPES,
  normalizeContentType,
  UNSPECIFIC_CONTENT_TYPES,
  type TMediaContentType,
} from '@portal/contracts';
import JSZip from 'jszip';
import { AppError } from '../../lib/app-error.ts';

/*
 * What a file is, decided from its bytes. The declared type and the name's extension may only
 * agree with the bytes, never decide: an SVG, an HTML page, a script or an executable is refused
 * whatever it is called, and so is a PNG sent as a JPEG.
 */

/** Bytes read before deciding (enough for every signature below). */
export const SNIFF_BYTES = 4096;

/** A ZIP archive: accepted only when it is an Office Open XML document (`classifyOfficeDocument`). */
export const ZIP_CONTAINER = 'zip';
export type TSniffResult = TMediaContentType | typeof ZIP_CONTAINER | null;

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}

// ISO base media brands (ftyp) of MP4 audio and video; QuickTime, 3GP, HEIF and AVIF are not MP4.
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);
const MP4_VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'msnv',
  'f4v ',
  'XAVC',
]);

/** An MPEG-1/2 Layer III frame header: sync, a valid version, layer III, a real bitrate and rate. */
function isMp3Frame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) {
    return false;
  }
  const second = bytes[1] ?? 0;
  const third = bytes[2] ?? 0;
  const isSync = (second & 0xe0) === 0xe0;
  const version = (second >> 3) & 0x03;
  const layer = (second >> 1) & 0x03;
  const bitrate = (third >> 4) & 0x0f;
  const sampleRate = (third >> 2) & 0x03;
  return isSync && version !== 0x01 && layer === 0x01 && bitrate !== 0 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/**
 * The accepted content type the first bytes of a file announce, `zip` for an archive that may be
 * an Office document, or null for anything else (SVG, HTML, scripts, executables, unknown).
 */
export function sniffContentType(head: Buffer): TSniffResult {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  const first6 = ascii(head, 0, 6);
  if (first6 === 'GIF87a' || first6 === 'GIF89a') {
    return 'image/gif';
  }
  if (ascii(head, 0, 4) === 'RIFF') {
    const format = ascii(head, 8, 12);
    if (format === 'WEBP') {
      return 'image/webp';
    }
    return format === 'WAVE' ? 'audio/wav' : null;
  }
  if (ascii(head, 0, 5) === '%PDF-') {
    return 'application/pdf';
  }
  if (ascii(head, 4, 8) === 'ftyp' && head.readUInt32BE(0) >= 16) {
    const brand = ascii(head, 8, 12);
    if (MP4_AUDIO_BRANDS.has(brand)) {
      return 'audio/mp4';
    }
    return MP4_VIDEO_BRANDS.has(brand) ? 'video/mp4' : null;
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM names its DocType within the header; other Matroska files are not accepted.
    return head.subarray(0, 64).includes('webm', 0, 'latin1') ? 'video/webm' : null;
  }
  if (ascii(head, 0, 4) === 'OggS') {
    return 'audio/ogg';
  }
  if (ascii(head, 0, 3) === 'ID3' && (head[3] ?? 0) >= 2 && (head[3] ?? 0) <= 4) {
    return 'audio/mpeg';
  }
  if (isMp3Frame(head)) {
    return 'audio/mpeg';
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    return ZIP_CONTAINER;
  }
  return null;
}

const OFFICE_MAIN_PARTS: readonly { contentType: TMediaContentType; mainPart: string; folder: string }[] = [
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    mainPart: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    folder: 'ppt/',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mainPart: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    folder: 'word/',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    mainPart: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    folder: 'xl/',
  },
];

// A real [Content_Types].xml is a few kilobytes; reading stops well before a zip bomb's payload.
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

function readSmallEntry(zip: JSZip, name: string): Promise<string | null> {
  const entry = zip.file(name);
  if (!entry) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // jszip's stream is an old-style one: events, no async iteration.
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTENT_TYPES_BYTES) {
        stream.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => resolve(null));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * Which Office Open XML document a ZIP archive is (pptx, docx or xlsx), or null: a plain archive,
 * a macro-enabled document (a `vbaProject.bin` or a macroEnabled main part), or an unreadable one.
 */
export async function classifyOfficeDocument(bytes: Buffer): Promise<TMediaContentType | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return null;
  }
  const names = Object.keys(zip.files);
  if (names.some((name) => /vbaProject\.bin$/i.test(name))) {
    return null;
  }
  const contentTypes = await readSmallEntry(zip, '[Content_Types].xml');
  if (contentTypes === null || /macroEnabled/i.test(contentTypes)) {
    return null;
  }
  const matches = OFFICE_MAIN_PARTS.filter(
    (part) => contentTypes.includes(part.mainPart) && names.some((name) => name.startsWith(part.folder)),
  );
  return matches.length === 1 ? (matches[0]?.contentType ?? null) : null;
}

/** Containers that carry audio or video alike: what the client says (or the name) picks which. */
const SIBLING_TYPES: Partial<Record<TMediaContentType, TMediaContentType>> = {
  'video/mp4': 'audio/mp4',
  'audio/mp4': 'video/mp4',
  'video/webm': 'audio/webm',
  'audio/webm': 'video/webm',
};

const ZIP_DECLARATIONS = new Set(['application/zip', 'application/x-zip-compressed']);

/** The extension of a file name (`report.PDF` -> `pdf`), or null when it has none. */
export function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? null;
}

/** A 415 `unsupported_media_type` problem. */
export function unsupported(message: string): AppError {
  return new AppError('unsupported_media_type', message);
}

/**
 * The content type a file is stored as: the one its bytes show, as long as the declared type and
 * the name's extension agree with it (415 otherwise). MP4 and WebM carry audio or video: the
 * declared type, then the extension, choose between the two.
 */
export function resolveContentType(
  detected: TMediaContentType,
  declared: string | null | undefined,
  fileName: string,
): TMediaContentType {
  const sibling = SIBLING_TYPES[detected];
  const candidates: TMediaContentType[] = sibling ? [detected, sibling] : [detected];
  const declaredType = normalizeContentType(declared);
  const extension = extensionOf(fileName);
  let chosen = detected;
  if (!UNSPECIFIC_CONTENT_TYPES.includes(declaredType)) {
    const isZipDeclaredForOffice = ZIP_DECLARATIONS.has(declaredType) && detected.includes('openxmlformats');
    const match = candidates.find((candidate) => candidate === declaredType);
    if (!match && !isZipDeclaredForOffice) {
      throw unsupported(`The file is ${detected} but was sent as ${declaredType}.`);
    }
    chosen = match ?? detected;
  } else if (extension) {
    chosen =
      candidates.find((candidate) =>
        (MEDIA_CONTENT_TYPES[candidate].extensions as readonly string[]).includes(extension),
      ) ?? detected;
  }
  if (extension && !(MEDIA_CONTENT_TYPES[chosen].extensions as readonly string[]).includes(extension)) {
    throw unsupported(`The file is ${chosen} but its name ends in .${extension}.`);
  }
  return chosen;
}
