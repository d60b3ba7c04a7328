import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression.ts';

/*
 * A JSON answer kept for many requests (a cache entry), sent as bytes with each compressed form
 * made once, on its first ask. The compression plugin compresses per response, which for a kept
 * answer of a hundred kilobytes (a large skill profile) is most of what a request costs; kept
 * answers set their own Content-Encoding, which the plugin then leaves alone.
 */

const ENCODINGS = ['br', 'gzip'] as const;
type TEncoding = (typeof ENCODINGS)[number];

// One negotiator, its answers per Accept-Encoding header kept (browsers send a handful of them;
// bounded, since the header is the caller's to write).
const negotiator = new Negotiator<TEncoding>({
  supportedValues: [...ENCODINGS],
  cache: new LRUCache<string, string>({ max: 100 }),
});

// Made once per kept answer: a little more effort than the plugin's per-response quality 4.
const BROTLI_QUALITY = 6;

export type TKeptAnswer = {
  /** The JSON as UTF-8. */
  bytes: Buffer;
  /** The bytes in that encoding, compressed on the first call and kept. */
  encoded: (encoding: TEncoding) => Buffer;
};

/** A kept answer of this JSON text. */
export function keptAnswer(json: string): TKeptAnswer {
  const bytes = Buffer.from(json, 'utf8');
  const forms = new Map<TEncoding, Buffer>();
  return {
    bytes,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotliCompressSync(bytes, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              })
            : gzipSync(bytes);
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

/** Bytes held in memory by a kept answer (its compressed forms are a fraction of this). */
export function keptAnswerSize(answer: TKeptAnswer): number {
  return answer.bytes.length * 2;
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  reply.header(
    'vary',
    vary.append(Array.isArray(current) ? current.join(', ') : String(current ?? ''), 'Accept-Encoding'),
  );
}

/** Sends a kept answer as JSON, compressed as the browser accepts (br, then gzip) above the plugin's threshold. */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: TKeptAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.bytes.length < COMPRESSION_THRESHOLD_BYTES) {
    return reply.send(answer.bytes);
  }
  addVaryAcceptEncoding(reply);
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiator.negotiate(accepted) : null;
  if (!encoding) {
    return reply.send(answer.bytes);
  }
  const body = answer.encoded(encoding);
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
