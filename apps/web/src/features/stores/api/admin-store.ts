import {
  ZAdminOrderListResponseSchema,
  ZAdminOrderSchema,
  ZAdminRewardListResponseSchema,
  ZAdminRewardSchema,
  ZPointRulesSchema,
  ZRewardDeleteResponseSchema,
} from '@portal/contracts';
import type {
  TAdminOrder,
  TAdminOrderListRequest,
  TAdminReward,
  TRewardDeleteResponse,
  TSavePointRulesRequest,
  TSaveRewardRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { storesQueryKeys } from './query-keys';

const ADMIN = '/api/stores/admin';

export function useAdminRewards(serviceUrl: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: storesQueryKeys.adminRewards(serviceUrl, pageNo, pageSize),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/rewards/list`), ZAdminRewardListResponseSchema, {
        method: 'POST',
        body: { pageNo, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A reward's texts in both languages, for its editor; no request for a new one. */
export function useAdminReward(serviceUrl: string, rewardId: number | null) {
  return useQuery({
    queryKey: storesQueryKeys.adminReward(serviceUrl, rewardId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/rewards/${rewardId}`), ZAdminRewardSchema, { signal }),
    enabled: rewardId !== null,
  });
}

export function useAdminOrders(serviceUrl: string, request: TAdminOrderListRequest) {
  return useQuery({
    queryKey: storesQueryKeys.adminOrders(serviceUrl, request),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/orders/list`), ZAdminOrderListResponseSchema, {
        method: 'POST',
        body: request,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePointRules(serviceUrl: string) {
  return useQuery({
    queryKey: storesQueryKeys.pointRules(serviceUrl),
    queryFn: ({ signal }) => apiRequest(joinUrl(serviceUrl, `${ADMIN}/point-rules`), ZPointRulesSchema, { signal }),
  });
}

/** An admin write: catalogue, stock, orders and coins may all have changed, for the admin and the learner pages. */
function useStoreWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKeys.all }),
  });
}

/** Creates (no id) or saves a reward. */
export function useSaveReward(serviceUrl: string) {
  return useStoreWrite(
    ({ rewardId, request }: { rewardId: number | null; request: TSaveRewardRequest }): Promise<TAdminReward> =>
      apiRequest(
        joinUrl(serviceUrl, rewardId === null ? `${ADMIN}/rewards` : `${ADMIN}/rewards/${rewardId}`),
        ZAdminRewardSchema,
        { method: rewardId === null ? 'POST' : 'PUT', body: request },
      ),
  );
}

/** Deletes a reward, or makes it inactive when it has orders (`deleted: false`). */
export function useDeleteReward(serviceUrl: string) {
  return useStoreWrite((rewardId: number): Promise<TRewardDeleteResponse> =>
    apiRequest(joinUrl(serviceUrl, `${ADMIN}/rewards/${rewardId}`), ZRewardDeleteResponseSchema, {
      method: 'DELETE',
    }),
  );
}

/** Marks a placed order fulfilled, or refunds it (coins and stock back); 409 when it is no longer placed. */
export function useChangeOrder(serviceUrl: string) {
  return useStoreWrite(({ orderId, action }: { orderId: number; action: 'fulfil' | 'refund' }): Promise<TAdminOrder> =>
    apiRequest(joinUrl(serviceUrl, `${ADMIN}/orders/${orderId}/${action}`), ZAdminOrderSchema, { method: 'POST' }),
  );
}

export function useSavePointRules(serviceUrl: string) {
  return useStoreWrite((request: TSavePointRulesRequest) =>
    apiRequest(joinUrl(serviceUrl, `${ADMIN}/point-rules`), ZPointRulesSchema, { method: 'PUT', body: request }),
  );
}
