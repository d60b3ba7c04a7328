import fastifyMultipart from '@fastify/multipart';
import {
  MediaValidation,
  ZGetMediaResponseSchema,
  ZGetMultipleMediaRequestSchema,
  ZGetMultipleMediaResponseSchema,
  ZMediaIdParamsSchema,
  ZMediaLinkResponseSchema,
  ZProblemSchema,
  ZUpdateMediaResponseSchema,
  ZUploadMediaResponseSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { contentDisposition } from './media-file-names.ts';
import { replyWithContent } from './media-http.ts';
import type { TIncomingFile, TMediaService } from './media.service.ts';

const tags = ['media'];

const uploadDescription =
  'multipart/form-data with one file part (named `file`) and no other field. The type is decided ' +
  'from the bytes; a declared type or an extension that disagrees is a 415, as are SVG, HTML, ' +
  'scripts and executables. Images are re-encoded without their metadata.';

// busboy stops a file one byte past the largest limit; the service's per-kind limit answers 413 first.
const MULTIPART_LIMITS = {
  fileSize: MediaValidation.maxUploadBytes + 1,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/** The file part of a multipart request: 415 when it is not multipart, 400 without a file or with fields. */
async function receiveFile(request: FastifyRequest): Promise<TIncomingFile> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  let part;
  try {
    part = await request.file({ limits: MULTIPART_LIMITS });
  } catch (error) {
    if (
      error instanceof Error &&
      'statusCode' in error &&
      typeof error.statusCode === 'number' &&
      error.statusCode < 500
    ) {
      throw error;
    }
    throw new AppError('validation_failed', 'The multipart body could not be read.', {
      file: ['Malformed multipart body'],
    });
  }
  if (!part) {
    throw new AppError('validation_failed', 'No file was sent.', { file: ['A file is required'] });
  }
  const fields = Object.values(part.fields)
    .flat()
    .filter((field) => field?.type === 'field')
    .map((field) => field?.fieldname ?? '');
  if (fields.length > 0) {
    // Not read: the request is refused as it is.
    part.file.destroy();
    throw new AppError(
      'validation_failed',
      'Send the file alone.',
      Object.fromEntries(fields.map((name) => [name, ['Unknown field']])),
    );
  }
  return { stream: part.file, fileName: part.filename, declaredType: part.mimetype };
}

/**
 * Media service (base `/api/media`, spec section 7 "Media service"), tenant-scoped and signed-in.
 * Multipart parsing is registered here only: other routes never pay for it.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: TMediaService }> = async (app, { media }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/api/media',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Uploads a file',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        response: {
          201: ZUploadMediaResponseSchema,
          400: ZProblemSchema,
          413: ZProblemSchema,
          415: ZProblemSchema,
          429: ZProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await media.uploadMedia(requestTenant(request), actorOf(request), () => receiveFile(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/media/GetMultiple',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The tenant's media among these ids (unknown ids are left out)",
        body: ZGetMultipleMediaRequestSchema,
        response: { 200: ZGetMultipleMediaResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => media.getMultipleMedia(requestTenant(request), actorOf(request), request.body.mediaIds),
  );

  app.get(
    '/api/media/file/:mediaId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Downloads the file (attachment; Range requests answered 206)',
        params: ZMediaIdParamsSchema,
        response: { 404: ZProblemSchema },
      },
    },
    async (request, reply) => {
      const row = await media.findDownload(requestTenant(request), actorOf(request), request.params.mediaId);
      return replyWithContent(request, reply, row, (range) => media.openContent(row, range), {
        'content-disposition': contentDisposition('attachment', row.file_name),
      });
    },
  );

  app.get(
    '/api/media/:mediaId/link',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'A short-lived signed URL to play or show the media without a bearer token',
        params: ZMediaIdParamsSchema,
        response: { 200: ZMediaLinkResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => media.createPlaybackLink(requestTenant(request), actorOf(request), request.params.mediaId),
  );

  app.get(
    '/api/media/:mediaId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'A media (images up to 64 KiB carry their bytes in data)',
        params: ZMediaIdParamsSchema,
        response: { 200: ZGetMediaResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => media.getMedia(requestTenant(request), actorOf(request), request.params.mediaId),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/media/:mediaId',
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Replaces the content of a media (its uploader or an administrator)',
        description: `${uploadDescription} The new file must be of the same kind.`,
        consumes: ['multipart/form-data'],
        params: ZMediaIdParamsSchema,
        response: {
          200: ZUpdateMediaResponseSchema,
          400: ZProblemSchema,
          403: ZProblemSchema,
          404: ZProblemSchema,
          413: ZProblemSchema,
          415: ZProblemSchema,
        },
      },
      handler: async (request) =>
        media.replaceMedia(requestTenant(request), actorOf(request), request.params.mediaId, () =>
          receiveFile(request),
        ),
    });
  }

  app.delete(
    '/api/media/:mediaId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Deletes a media (its uploader or an administrator); 409 while still referenced',
        params: ZMediaIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 403: ZProblemSchema, 404: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request, reply) => {
      await media.deleteMedia(requestTenant(request), actorOf(request), request.params.mediaId);
      return reply.code(204).send(null);
    },
  );
};
