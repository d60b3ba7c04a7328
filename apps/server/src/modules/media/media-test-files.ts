import { request as httpRequest } from 'node:http';
import { crc32 } from 'node:zlib';
import JSZip from 'jszip';
import sharp from 'sharp';

export { pdfFile } from '../../test/test-documents.ts';

/*
 * Files and requests for the media tests: real images through sharp, a real PDF (the shared test
 * document), the other formats as the few bytes their signatures need (the sniffing tests are about
 * those bytes), and multipart bodies written by hand (the test HTTP client sends JSON only, and
 * Node's fetch rewrites the Host header that names the tenant).
 */

export async function pngFile(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A real PNG whose header claims width x height pixels: what a decompression bomb looks like to a decoder. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngFile(4, 4));
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG 40x20 stored sideways (EXIF orientation 6) with a copyright line in its EXIF. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Holdings', ImageDescription: 'taken at home' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function gifFile(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .gif()
    .toBuffer();
}

export async function webpFile(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 12, channels: 3, background: '#996633' } })
    .webp()
    .toBuffer();
}

/** A mono 8 kHz 16-bit WAV of `samples` silent samples. */
export function wavFile(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** An ID3v2.3 tag then one MPEG-1 Layer III frame header. */
export function mp3File(): Buffer {
  return Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(400),
  ]);
}

/** A raw MPEG frame without an ID3 tag. */
export function bareMp3File(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);
}

function isoFile(brand: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(`${brand}mp41`, 16, 'latin1');
  const free = Buffer.alloc(64);
  free.writeUInt32BE(64, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

export const mp4File = (): Buffer => isoFile('isom');
export const m4aFile = (): Buffer => isoFile('M4A ');
export const quickTimeFile = (): Buffer => isoFile('qt  ');

export function webmFile(docType = 'webm'): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
    Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x80 + docType.length]),
    Buffer.from(docType, 'latin1'),
    Buffer.alloc(200),
  ]);
}

export function oggFile(): Buffer {
  return Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.from([0, 2]), Buffer.alloc(100)]);
}

type TOfficeKind = 'pptx' | 'docx' | 'xlsx';

const OFFICE_PARTS: Record<TOfficeKind, { part: string; type: string }> = {
  pptx: { part: 'ppt/presentation.xml', type: 'presentationml.presentation.main+xml' },
  docx: { part: 'word/document.xml', type: 'wordprocessingml.document.main+xml' },
  xlsx: { part: 'xl/workbook.xml', type: 'spreadsheetml.sheet.main+xml' },
};

/** A minimal Office Open XML package; `withMacros` adds the VBA project a .pptm carries. */
export async function officeFile(kind: TOfficeKind, options: { withMacros?: boolean } = {}): Promise<Buffer> {
  const { part, type } = OFFICE_PARTS[kind];
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/></Types>`,
  );
  zip.file('_rels/.rels', '<Relationships/>');
  zip.file(part, '<root/>');
  if (options.withMacros) {
    zip.file(`${part.split('/')[0]}/vbaProject.bin`, Buffer.from('macro'));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function plainZipFile(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('readme.txt', 'just an archive');
  return zip.generateAsync({ type: 'nodebuffer' });
}

export const svgFile = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
export const xmlSvgFile = (): Buffer =>
  Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
export const htmlFile = (): Buffer => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const scriptFile = (): Buffer => Buffer.from('#!/bin/sh\nrm -rf /\n');
export const exeFile = (): Buffer => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200)]);
export const elfFile = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200)]);

export type TPart = {
  name: string;
  data: Buffer | string;
  /** Sent as `filename="..."` exactly as given (quotes and all). */
  filename?: string;
  /** Sent as `filename*=UTF-8''...` (already percent-encoded). */
  filenameStar?: string;
  contentType?: string;
};

/** A multipart/form-data body. */
export function multipartBody(parts: readonly TPart[]): { body: Buffer; contentType: string } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) {
      disposition += `; filename="${part.filename}"`;
    }
    if (part.filenameStar !== undefined) {
      disposition += `; filename*=UTF-8''${part.filenameStar}`;
    }
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) {
      headers.push(`Content-Type: ${part.contentType}`);
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file part named `file`. */
export function fileUpload(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  return multipartBody([{ name: 'file', data, filename, contentType }]);
}

export type TBytesResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json: <T = unknown>() => T;
};

export type TBytesRequest = {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: Buffer;
};

/** A real HTTP request with a binary body and a binary answer. */
export function sendBytes(baseUrl: string, path: string, options: TBytesRequest = {}): Promise<TBytesResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          host: options.host ?? 'acme.localhost',
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        incoming.on('error', reject);
      },
    );
    // A server that answers before reading the whole body may close the socket under the writer.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') {
        reject(error);
      }
    });
    outgoing.end(options.body);
  });
}

/**
 * Starts a multipart upload, sends `sentBytes` of the file, then drops the connection: a client
 * that goes away half-way.
 */
export function abortUpload(
  baseUrl: string,
  path: string,
  options: { headers: Record<string, string>; file: Buffer; sentBytes: number; host?: string },
): Promise<void> {
  const { body, contentType } = fileUpload(options.file, 'half.pdf');
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const outgoing = httpRequest({
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      agent: false,
      headers: {
        host: options.host ?? 'acme.localhost',
        'content-type': contentType,
        'content-length': String(body.length),
        ...options.headers,
      },
    });
    outgoing.on('error', () => resolve());
    outgoing.on('close', () => resolve());
    outgoing.write(body.subarray(0, options.sentBytes), () => {
      setTimeout(() => outgoing.destroy(), 50);
    });
  });
}
