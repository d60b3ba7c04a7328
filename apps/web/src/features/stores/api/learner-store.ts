import {
  ZLeaderboardSchema,
  ZOrderListResponseSchema,
  ZOrderSchema,
  ZRewardListResponseSchema,
  ZWalletSchema,
} from '@portal/contracts';
import type { TLeaderboardQuery, TLocaleCode, TOrder, TWallet } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { storesQueryKeys } from './query-keys';
import type { TRewardListParams } from './query-keys';

/** `GET /api/stores/wallet`: my points, coins, points this month and rank. */
export function useWallet(serviceUrl: string) {
  return useQuery({
    queryKey: storesQueryKeys.wallet(serviceUrl),
    queryFn: ({ signal }) => apiRequest(joinUrl(serviceUrl, '/api/stores/wallet'), ZWalletSchema, { signal }),
  });
}

/** `POST /api/stores/rewards`: a page of the catalogue, in my language. */
export function useRewards(serviceUrl: string, params: TRewardListParams, locale: TLocaleCode) {
  return useQuery({
    queryKey: storesQueryKeys.rewards(serviceUrl, params, locale),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, '/api/stores/rewards'), ZRewardListResponseSchema, {
        method: 'POST',
        body: {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          affordableOnly: params.affordableOnly,
          locale,
          ...(params.term ? { term: params.term } : {}),
        },
        signal,
      }),
    // A new search or page keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/stores/orders`: a page of my orders, newest first. */
export function useMyOrders(serviceUrl: string, pageNo: number, pageSize: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: storesQueryKeys.orders(serviceUrl, pageNo, pageSize, locale),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, '/api/stores/orders'), ZOrderListResponseSchema, {
        method: 'POST',
        body: { pageNo, pageSize, locale },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The store admin fulfils or refunds orders: coming back to the list asks again.
    staleTime: 0,
  });
}

/** `GET /api/stores/leaderboard`: the top of a month or of all time, everywhere or at a location. */
export function useLeaderboard(serviceUrl: string, query: TLeaderboardQuery) {
  return useQuery({
    queryKey: storesQueryKeys.leaderboard(serviceUrl, query),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, '/api/stores/leaderboard'), ZLeaderboardSchema, { params: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/stores/rewards/{id}/redeem`: the server decides stock, limit and coins at once. The
 * wallet shows the coins spent as soon as the order is placed; then every store query is read again
 * (stock left, "redeemed by me", my orders).
 */
export function useRedeemReward(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rewardId, quantity }: { rewardId: number; quantity: number }): Promise<TOrder> =>
      apiRequest(joinUrl(serviceUrl, `/api/stores/rewards/${rewardId}/redeem`), ZOrderSchema, {
        method: 'POST',
        body: { quantity },
      }),
    onSuccess: async (order) => {
      queryClient.setQueryData<TWallet>(storesQueryKeys.wallet(serviceUrl), (wallet) =>
        wallet ? { ...wallet, coins: Math.max(0, wallet.coins - order.coins) } : wallet,
      );
      await queryClient.invalidateQueries({ queryKey: storesQueryKeys.all });
    },
  });
}
