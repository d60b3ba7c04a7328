import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
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

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A kept answer with both compressed forms made now, at their best (brotli 11, gzip 9), on zlib's
 * thread pool rather than the event loop: for a large answer every page load asks for and that
 * rarely changes (the interface strings: 216 KB of JSON, 40 KB in brotli 11 against the plugin's
 * 48 KB, a quarter of a second of compression that no other request waits behind).
 */
export async function compressedKeptAnswer(json: string): Promise<TKeptAnswer> {
  const bytes = Buffer.from(json, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliCompressAsync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  return { bytes, encoded: (encoding) => (encoding === 'br' ? br : gzipped) };
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
