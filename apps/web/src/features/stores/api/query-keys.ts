import type { TAdminOrderListRequest, TLeaderboardQuery, TLocaleCode } from '@portal/contracts';

/** Every query of the store lives under this prefix; a redemption or an admin write invalidates below it. */
export const STORES_QUERY_KEY = ['stores'] as const;

export type TRewardListParams = { pageNo: number; pageSize: number; term: string; affordableOnly: boolean };

export const storesQueryKeys = {
  all: STORES_QUERY_KEY,
  wallet: (serviceUrl: string) => [...STORES_QUERY_KEY, 'wallet', serviceUrl] as const,
  rewards: (serviceUrl: string, params: TRewardListParams, locale: TLocaleCode) =>
    [...STORES_QUERY_KEY, 'rewards', serviceUrl, params, locale] as const,
  orders: (serviceUrl: string, pageNo: number, pageSize: number, locale: TLocaleCode) =>
    [...STORES_QUERY_KEY, 'orders', serviceUrl, pageNo, pageSize, locale] as const,
  leaderboard: (serviceUrl: string, query: TLeaderboardQuery) =>
    [...STORES_QUERY_KEY, 'leaderboard', serviceUrl, query] as const,
  admin: () => [...STORES_QUERY_KEY, 'admin'] as const,
  adminRewards: (serviceUrl: string, pageNo: number, pageSize: number) =>
    [...STORES_QUERY_KEY, 'admin', 'rewards', serviceUrl, pageNo, pageSize] as const,
  adminReward: (serviceUrl: string, rewardId: number) =>
    [...STORES_QUERY_KEY, 'admin', 'reward', serviceUrl, rewardId] as const,
  adminOrders: (serviceUrl: string, request: TAdminOrderListRequest) =>
    [...STORES_QUERY_KEY, 'admin', 'orders', serviceUrl, request] as const,
  pointRules: (serviceUrl: string) => [...STORES_QUERY_KEY, 'admin', 'point-rules', serviceUrl] as const,
};
