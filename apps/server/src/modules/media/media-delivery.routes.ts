import {
  ZImageQuerySchema,
  ZMediaIdParamsSchema,
  ZMediaStreamQuerySchema,
  ZProblemSchema,
  ZResizedImageQuerySchema,
  type TResizedImageJsonResponse,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { contentDisposition } from './media-file-names.ts';
import { matchesEtag, prefersJson, replyWithContent } from './media-http.ts';
import type { TImageBytes, TImageMeta, TMediaService } from './media.service.ts';

const tags = ['media'];

const FOREVER = 'public, max-age=31536000, immutable';
// An image URL naming an older version still answers, but the current bytes must not stick to it.
const REVALIDATE = 'public, no-cache';

// Kinds the browser may show in the page; anything else downloads.
const INLINE_KINDS = new Set(['image', 'video', 'audio']);

/**
 * A PDF may carry script: it is shown sandboxed (an opaque origin, no script of ours reachable),
 * framed by the web app only. Chromium's viewer renders in such a frame (checked with 156).
 */
const PDF_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
};

const jsonBodies = new WeakMap<TImageBytes, string>();

function jsonOf(image: TImageBytes): string {
  let json = jsonBodies.get(image);
  if (json === undefined) {
    const body: TResizedImageJsonResponse = { data: image.bytes.toString('base64'), contentType: image.contentType };
    json = JSON.stringify(body);
    jsonBodies.set(image, json);
  }
  return json;
}

/** Sets the validators and caching headers of an image answer; true when the client's copy is current. */
function isNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  meta: TImageMeta,
  answer: { etag: string; version: string | undefined; isNegotiated: boolean },
): boolean {
  reply.headers({
    etag: answer.etag,
    'cache-control': answer.version === undefined || answer.version === meta.version ? FOREVER : REVALIDATE,
    // Served to pages of the tenant's origins, possibly from a CDN host of its own.
    'cross-origin-resource-policy': 'cross-origin',
    ...(answer.isNegotiated ? { vary: 'Accept' } : {}),
  });
  return matchesEtag(request.headers['if-none-match'], answer.etag);
}

/** The image as stored: its tag comes from its row, so a revalidation reads nothing from the store. */
async function sendOriginal(
  request: FastifyRequest,
  reply: FastifyReply,
  meta: TImageMeta,
  version: string | undefined,
  load: () => Promise<TImageBytes>,
): Promise<FastifyReply> {
  if (isNotModified(request, reply, meta, { etag: meta.etag, version, isNegotiated: false })) {
    return reply.code(304).send();
  }
  const image = await load();
  return reply.type(image.contentType).send(image.bytes);
}

/** A resized image: its bytes, or `{ data, contentType }` when the client prefers JSON (the spec's client). */
function sendResized(
  request: FastifyRequest,
  reply: FastifyReply,
  meta: TImageMeta,
  version: string | undefined,
  image: TImageBytes,
): FastifyReply {
  const asJson = prefersJson(request.headers.accept, image.contentType);
  const etag = asJson ? `${image.etag.slice(0, -1)}-json"` : image.etag;
  if (isNotModified(request, reply, meta, { etag, version, isNegotiated: true })) {
    return reply.code(304).send();
  }
  if (asJson) {
    return reply.type('application/json; charset=utf-8').send(jsonOf(image));
  }
  return reply.type(image.contentType).send(image.bytes);
}

/**
 * What `<img>`, `<video>`, `<audio>` and a PDF frame load: they cannot send a bearer token, so
 * these routes are public and sit outside the host's tenant scope (a CDN host may be another
 * name). Images name their tenant in the query and must belong to it (404 otherwise); other media
 * are reached through a signed, short-lived link only.
 */
export const mediaDeliveryRoutes: FastifyPluginAsyncZod<{ media: TMediaService }> = async (app, { media }) => {
  app.get(
    '/image/:mediaId',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'An image of the tenant, as stored (`{cdn}/image/{id}?tenant`)',
        params: ZMediaIdParamsSchema,
        querystring: ZImageQuerySchema,
        response: { 400: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const meta = await media.findImage(request.query.tenant, request.params.mediaId);
      return sendOriginal(request, reply, meta, request.query.v, () => media.getImage(meta));
    },
  );

  app.get(
    '/image/blob/:mediaId',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'An image of the tenant fitted inside w x h; JSON { data, contentType } when Accept prefers it',
        params: ZMediaIdParamsSchema,
        querystring: ZResizedImageQuerySchema,
        response: { 400: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const { tenant, w, h, v } = request.query;
      const meta = await media.findImage(tenant, request.params.mediaId);
      const image = await media.getResizedImage(meta, { width: w, height: h });
      return sendResized(request, reply, meta, v, image);
    },
  );

  app.get(
    '/media/stream/:mediaId',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'A media through a signed playback link (`GET /api/media/{id}/link`), with Range requests',
        params: ZMediaIdParamsSchema,
        querystring: ZMediaStreamQuerySchema,
        response: { 400: ZProblemSchema, 403: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const { tenant, exp, sig } = request.query;
      const row = await media.findLinkedMedia({
        tenantCode: tenant,
        mediaId: request.params.mediaId,
        expiresAt: exp,
        sig,
      });
      const isPdf = row.content_type === 'application/pdf';
      const isInline = isPdf || INLINE_KINDS.has(row.kind);
      return replyWithContent(request, reply, row, (range) => media.openContent(row, range), {
        'content-disposition': contentDisposition(isInline ? 'inline' : 'attachment', row.file_name),
        'cross-origin-resource-policy': 'cross-origin',
        ...(isPdf ? PDF_HEADERS : {}),
      });
    },
  );
};
