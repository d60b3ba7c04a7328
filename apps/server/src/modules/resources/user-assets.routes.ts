import {
  ZGetAssetTypesResponseSchema,
  ZGetResourceByMediaResponseSchema,
  ZGetUserAssetResponseSchema,
  ZGetUserAssetsQuerySchema,
  ZGetUserAssetsResponseSchema,
  ZLocaleQuerySchema,
  ZMediaParamsSchema,
  ZProblemSchema,
  ZUpdateUserAssetRequestSchema,
  ZUpdateUserAssetResponseSchema,
  ZUserAssetIdParamsSchema,
  ZValidateAssetRequestSchema,
  ZValidateResponseSchema,
  ZValidateUserAssetRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { listAssetTypes } from './resource-reference.ts';
import { declarePost, localeOf, RESOURCE_ADMIN, RESOURCE_UPLOADS, type TAccessConfig } from './resource-request.ts';
import type { TResourcesService } from './resources.service.ts';
import type { TUserAssetsService } from './user-assets.service.ts';

const tags = ['assets'];

/**
 * Asset calls, base `/api/Assets` (spec section 7 "Resource module"): asset types, the admin's
 * asset validation, and learners' uploads (user assets): RESOURCELIBRARY_USER_UPLOAD to upload,
 * RESOURCELIBRARY_REVIEW_UPLOADS or _ADMIN to review (see resource-request.ts).
 */
export const userAssetsRoutes: FastifyPluginAsyncZod<{
  resources: TResourcesService;
  userAssets: TUserAssetsService;
}> = async (app, { resources, userAssets }) => {
  // The asset types, named in the asked language: every one, or those learners may upload.
  const assetTypeLists: { url: string; config: TAccessConfig; summary: string; list: typeof listAssetTypes }[] = [
    {
      url: '/api/Assets/AssetTypes',
      config: { access: SIGNED_IN },
      summary: 'Every asset type with what it holds',
      list: listAssetTypes,
    },
    {
      url: '/api/Assets/GetUserAssetTypes',
      config: { access: SIGNED_IN },
      summary: 'The asset types learners may upload',
      list: userAssets.listUserAssetTypes,
    },
  ];
  for (const { url, config, summary, list } of assetTypeLists) {
    app.get(
      url,
      {
        config,
        schema: { tags, summary, querystring: ZLocaleQuerySchema, response: { 200: ZGetAssetTypesResponseSchema } },
      },
      async (request) => list(localeOf(actorOf(request), request.query.locale)),
    );
  }

  // The server-side rules of an asset or an upload, saving nothing.
  declarePost(
    app,
    {
      url: '/api/Assets/Validate',
      config: { access: RESOURCE_ADMIN },
      tags,
      summary: 'Checks one asset of a resource against the server-side rules, saving nothing',
      body: ZValidateAssetRequestSchema,
      answer: ZValidateResponseSchema,
    },
    async (actor, body) => succeeded(await resources.validateAsset(actor, body)),
  );
  declarePost(
    app,
    {
      url: '/api/Assets/ValidateUserAsset',
      config: { access: RESOURCE_UPLOADS },
      tags,
      summary: 'Checks an upload against the server-side rules, saving nothing',
      body: ZValidateUserAssetRequestSchema,
      answer: ZValidateResponseSchema,
    },
    async (actor, body) => succeeded(await userAssets.validateUserAsset(actor, body)),
  );

  app.post(
    '/api/Assets/UpdateUserAsset',
    {
      config: { access: RESOURCE_UPLOADS },
      schema: {
        tags,
        summary: 'Saves an upload: a new one as Pending, or a change (owner while Pending, reviewers)',
        body: ZUpdateUserAssetRequestSchema,
        response: {
          200: ZUpdateUserAssetResponseSchema,
          400: ZProblemSchema,
          403: ZProblemSchema,
          404: ZProblemSchema,
        },
      },
    },
    async (request) => succeeded(await userAssets.saveUserAsset(actorOf(request), request.body)),
  );

  app.get(
    '/api/Assets/GetUserAssets',
    {
      config: { access: RESOURCE_UPLOADS },
      schema: {
        tags,
        summary: "The caller's uploads, or (scope=review, reviewers) everyone's",
        querystring: ZGetUserAssetsQuerySchema,
        response: { 200: ZGetUserAssetsResponseSchema, 403: ZProblemSchema },
      },
    },
    async (request) => userAssets.listUserAssets(actorOf(request), request.query),
  );

  app.get(
    '/api/Assets/GetUserAsset/:id',
    {
      config: { access: RESOURCE_UPLOADS },
      schema: {
        tags,
        summary: "One upload: the caller's own, or any for reviewers",
        params: ZUserAssetIdParamsSchema,
        response: { 200: ZGetUserAssetResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => userAssets.getUserAsset(actorOf(request), request.params.id),
  );

  app.get(
    '/api/Assets/GetResourceByMedia/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The resource holding a media (attachment or thumbnail), if the caller may see it',
        params: ZMediaParamsSchema,
        querystring: ZLocaleQuerySchema,
        response: { 200: ZGetResourceByMediaResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return userAssets.getResourceByMedia(actor, request.params.id, localeOf(actor, request.query.locale));
    },
  );
};
