import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (JSON, problems, HTML) above the threshold when the browser asks for br or
 * gzip, and says so with `Vary: Accept-Encoding` (`@fastify/compress`). Brotli runs at quality 4,
 * the library's default for answers made per request; built assets come precompressed at the
 * strongest settings instead (`webAppPlugin`, `preCompressed`). Server-sent events are never
 * compressed (the library's default types leave `text/event-stream` out): a compressor buffers,
 * and an event must reach the browser when it happens.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
    });
  },
  { name: 'compression' },
);
