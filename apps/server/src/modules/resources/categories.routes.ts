import {
  ZCategoryResourceParamsSchema,
  ZGetCategoriesRequestSchema,
  ZGetCategoryConfigurationResponseSchema,
  ZGetParentCategoriesResponseSchema,
  ZGetResourceCategoriesResponseSchema,
  ZGetTenantCategoriesResponseSchema,
  ZGetUserCategoriesResponseSchema,
  ZProblemSchema,
  ZSaveUserCategoriesRequestSchema,
  ZSaveUserCategoriesResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TCategoriesService } from './categories.service.ts';
import { localeOf } from './resource-request.ts';

const tags = ['categories'];

/**
 * Categories of the resource library (spec section 7 "Resource module"): the tenant's categories
 * and the caller's own preferences, for any signed-in user of the tenant.
 */
export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: TCategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/api/categories',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The tenant's categories, parents first",
        querystring: ZGetCategoriesRequestSchema,
        response: { 200: ZGetTenantCategoriesResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return categories.listCategories(actor, localeOf(actor, request.query.locale));
    },
  );

  app.get(
    '/api/categories/parent',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The top-level categories with their children',
        querystring: ZGetCategoriesRequestSchema,
        response: { 200: ZGetParentCategoriesResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return succeeded(await categories.listParentCategories(actor, localeOf(actor, request.query.locale)));
    },
  );

  app.get(
    '/api/categories/CategoryConfiguration',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Every how many days users review their categories',
        response: { 200: ZGetCategoryConfigurationResponseSchema },
      },
    },
    async (request) => categories.getConfiguration(actorOf(request)),
  );

  app.get(
    '/api/categories/resource/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The categories of a resource the caller may see',
        params: ZCategoryResourceParamsSchema,
        querystring: ZGetCategoriesRequestSchema,
        response: { 200: ZGetResourceCategoriesResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return categories.listResourceCategories(actor, request.params.id, localeOf(actor, request.query.locale));
    },
  );

  app.get(
    '/api/user/categories',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's preferred categories with their flags",
        querystring: ZGetCategoriesRequestSchema,
        response: { 200: ZGetUserCategoriesResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return succeeded(await categories.listUserCategories(actor, localeOf(actor, request.query.locale)));
    },
  );

  app.post(
    '/api/user/categories',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Replaces the caller's preferred categories (all confirmed now)",
        body: ZSaveUserCategoriesRequestSchema,
        response: { 200: ZSaveUserCategoriesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await categories.saveUserCategories(actorOf(request), request.body.categoryIds)),
  );
};
