import {
  StorePermissions,
  ZAdminOrderListRequestSchema,
  ZAdminOrderListResponseSchema,
  ZAdminOrderSchema,
  ZAdminRewardListRequestSchema,
  ZAdminRewardListResponseSchema,
  ZAdminRewardSchema,
  ZLeaderboardQuerySchema,
  ZLeaderboardSchema,
  ZOrderListRequestSchema,
  ZOrderListResponseSchema,
  ZOrderParamsSchema,
  ZOrderSchema,
  ZPointRulesSchema,
  ZProblemSchema,
  ZRedeemRequestSchema,
  ZRewardDeleteResponseSchema,
  ZRewardListRequestSchema,
  ZRewardListResponseSchema,
  ZRewardParamsSchema,
  ZRewardSchema,
  ZSavePointRulesRequestSchema,
  ZSaveRewardRequestSchema,
  ZStoreLocaleQuerySchema,
  ZWalletSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TStoresAdminService } from './stores-admin.service.ts';
import type { TStoresService } from './stores.service.ts';

const tags = ['stores'];
const ADMIN = requirePermissions([StorePermissions.admin]);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
const withConflict = { ...problems, 409: ZProblemSchema };

export type TStoresRoutesOptions = { stores: TStoresService; admin: TStoresAdminService };

/**
 * The rewards store (the route list is in packages/contracts/src/stores.ts). Learners need sign-in;
 * administration needs STORES_ADMIN. The module gate answers 404 on all of them for a tenant
 * without STORES.
 */
export const storesRoutes: FastifyPluginAsyncZod<TStoresRoutesOptions> = async (app, { stores, admin }) => {
  // -------------------------------------------------------------------------------------------
  // Learners

  app.get(
    '/api/stores/wallet',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My points, coins, points this month and rank this month',
        querystring: ZStoreLocaleQuerySchema,
        response: { 200: ZWalletSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) => sendKeptAnswer(request, reply, await stores.walletAnswer(actorOf(request))),
  );

  app.post(
    '/api/stores/rewards',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The catalogue: active rewards, cheapest first (only those I can afford, when asked)',
        body: ZRewardListRequestSchema,
        response: { 200: ZRewardListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await stores.rewardsAnswer(actorOf(request), request.body)),
  );

  app.get(
    '/api/stores/rewards/:rewardId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One reward of the catalogue',
        params: ZRewardParamsSchema,
        querystring: ZStoreLocaleQuerySchema,
        response: { 200: ZRewardSchema, ...problems },
      },
    },
    async (request) => stores.reward(actorOf(request), request.params.rewardId, request.query.locale),
  );

  app.post(
    '/api/stores/rewards/:rewardId/redeem',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Orders a reward with my coins (409 OUT_OF_STOCK, NOT_ENOUGH_COINS or LIMIT_REACHED)',
        params: ZRewardParamsSchema,
        querystring: ZStoreLocaleQuerySchema,
        body: ZRedeemRequestSchema,
        response: { 201: ZOrderSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await stores.redeemReward(
            actorOf(request),
            request.params.rewardId,
            request.body.quantity,
            request.query.locale,
          ),
        ),
  );

  app.post(
    '/api/stores/orders',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My orders, newest first',
        body: ZOrderListRequestSchema,
        response: { 200: ZOrderListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => stores.orders(actorOf(request), request.body),
  );

  app.get(
    '/api/stores/leaderboard',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The top people by points, of a month or all time, of a location or everyone',
        querystring: ZLeaderboardQuerySchema,
        response: { 200: ZLeaderboardSchema, 400: ZProblemSchema },
      },
    },
    async (request) => stores.leaderboard(actorOf(request), request.query),
  );

  // -------------------------------------------------------------------------------------------
  // Administration

  app.post(
    '/api/stores/admin/rewards/list',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Every reward of the tenant, newest first',
        body: ZAdminRewardListRequestSchema,
        response: { 200: ZAdminRewardListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => admin.listRewards(actorOf(request), request.body),
  );

  app.get(
    '/api/stores/admin/rewards/:rewardId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One reward, both languages',
        params: ZRewardParamsSchema,
        response: { 200: ZAdminRewardSchema, ...problems },
      },
    },
    async (request) => admin.getReward(actorOf(request), request.params.rewardId),
  );

  app.post(
    '/api/stores/admin/rewards',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Creates a reward',
        body: ZSaveRewardRequestSchema,
        response: { 201: ZAdminRewardSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.createReward(actorOf(request), request.body)),
  );

  app.put(
    '/api/stores/admin/rewards/:rewardId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes a reward (its stock is set to the value sent)',
        params: ZRewardParamsSchema,
        body: ZSaveRewardRequestSchema,
        response: { 200: ZAdminRewardSchema, ...problems },
      },
    },
    async (request) => admin.updateReward(actorOf(request), request.params.rewardId, request.body),
  );

  app.delete(
    '/api/stores/admin/rewards/:rewardId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes a reward nobody ordered; one with orders is made inactive',
        params: ZRewardParamsSchema,
        response: { 200: ZRewardDeleteResponseSchema, ...problems },
      },
    },
    async (request) => admin.deleteReward(actorOf(request), request.params.rewardId),
  );

  app.post(
    '/api/stores/admin/orders/list',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Every order of the tenant (of one status), newest first, with the person',
        body: ZAdminOrderListRequestSchema,
        response: { 200: ZAdminOrderListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => admin.listOrders(actorOf(request), request.body),
  );

  app.post(
    '/api/stores/admin/orders/:orderId/fulfil',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Marks a PLACED order fulfilled (409 ORDER_NOT_PLACED otherwise)',
        params: ZOrderParamsSchema,
        querystring: ZStoreLocaleQuerySchema,
        response: { 200: ZAdminOrderSchema, ...withConflict },
      },
    },
    async (request) => admin.fulfil(actorOf(request), request.params.orderId, request.query.locale),
  );

  app.post(
    '/api/stores/admin/orders/:orderId/refund',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Refunds a PLACED order: coins and stock back (409 ORDER_NOT_PLACED otherwise)',
        params: ZOrderParamsSchema,
        querystring: ZStoreLocaleQuerySchema,
        response: { 200: ZAdminOrderSchema, ...withConflict },
      },
    },
    async (request) => admin.refund(actorOf(request), request.params.orderId, request.query.locale),
  );

  app.get(
    '/api/stores/admin/point-rules',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The points each verb of the learning record earns now',
        response: { 200: ZPointRulesSchema },
      },
    },
    async (request) => admin.pointRules(actorOf(request)),
  );

  app.put(
    '/api/stores/admin/point-rules',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes the points of verbs from now on (points already earned stay)',
        body: ZSavePointRulesRequestSchema,
        response: { 200: ZPointRulesSchema, 400: ZProblemSchema },
      },
    },
    async (request) => admin.savePointRules(actorOf(request), request.body.rules),
  );
};
