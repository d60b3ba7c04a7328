import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TByteRange } from '../../lib/storage/blob-store.ts';

/* HTTP details of serving bytes: ranges, validators and what the client accepts. */

export type TRangeRequest =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * A `Range` header against a size (RFC 9110 section 14): one range of bytes, `start-end`,
 * `start-` or `-suffix`. Anything else, several ranges included, is served whole.
 */
export function parseRange(header: string | undefined, size: number): TRangeRequest {
  if (!header || size === 0) {
    return { kind: 'full' };
  }
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match) {
    return { kind: 'full' };
  }
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') {
    return { kind: 'full' };
  }
  if (startText === '') {
    const suffix = Number(endText);
    return suffix === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size) {
    return { kind: 'unsatisfiable' };
  }
  return end < start ? { kind: 'full' } : { kind: 'partial', start, end };
}

/** Whether `If-None-Match` names this entity tag (weak comparison, `*` matches anything). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

type TPreference = { quality: number; specificity: number };

/** How much the client wants a type: the q of the most specific range matching it (-1: not at all). */
function preferenceOf(accept: string, type: string): TPreference {
  const [major] = type.split('/');
  let best: TPreference = { quality: -1, specificity: -1 };
  for (const part of accept.split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) {
      continue;
    }
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    best = { quality: q === undefined ? 1 : Number(q), specificity };
  }
  return best;
}

// Whether the client prefers JSON to the image itself: the spec's client reads the resized image as
// { data, contentType } (it sends "application/json, text/plain, */*"), while <img> sends image/*
// first, and */* alone means the bytes. On equal q, the type the client names explicitly wins.
export function prefersJson(accept: string | undefined, imageType: string): boolean {
  if (!accept) {
    return false;
  }
  const json = preferenceOf(accept, 'application/json');
  const image = preferenceOf(accept, imageType);
  if (json.quality <= 0) {
    return false;
  }
  return json.quality > image.quality || (json.quality === image.quality && json.specificity > image.specificity);
}

/** The strong entity tag of stored content (from its SHA-256). */
export function contentEtag(sha256: string): string {
  return `"${sha256.slice(0, 32)}"`;
}

/**
 * Sends stored bytes: strong ETag (304 on If-None-Match), `Accept-Ranges`, one range as 206
 * (If-Range honoured), 416 when the range starts past the end; HEAD opens nothing.
 */
export async function replyWithContent(
  request: FastifyRequest,
  reply: FastifyReply,
  content: { size_bytes: number; sha256: string; content_type: string },
  open: (range?: TByteRange) => Promise<Readable>,
  /** Headers of a successful answer only (disposition, policies). */
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  const size = content.size_bytes;
  const etag = contentEtag(content.sha256);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    return reply.code(304).header('etag', etag).send();
  }
  const ifRange = request.headers['if-range'];
  const range: TRangeRequest =
    ifRange !== undefined && ifRange !== etag ? { kind: 'full' } : parseRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  // HEAD reads nothing: Fastify drains a stream answer to HEAD, so it gets an empty one.
  const isHead = request.method === 'HEAD';
  if (range.kind === 'partial') {
    // Opened before any header is set: a failure is then a clean problem answer.
    const stream = isHead ? Readable.from([]) : await open({ start: range.start, end: range.end });
    return reply
      .code(206)
      .headers({ ...headers, etag, 'accept-ranges': 'bytes' })
      .type(content.content_type)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  }
  const stream = isHead ? Readable.from([]) : await open();
  return reply
    .headers({ ...headers, etag, 'accept-ranges': 'bytes' })
    .type(content.content_type)
    .header('content-length', size)
    .send(stream);
}
