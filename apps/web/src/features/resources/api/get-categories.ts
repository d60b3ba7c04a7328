import type {
  ZGetTenantCategoriesResponseSchema,
  ZGetUserCategoriesResponseSchema,
  TCategory,
  TLocaleCode,
  TUserCategory,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { resourceQueryKeys } from './query-keys';

/** `GET /api/categories?locale`: every category of the tenant, parents first. */
export async function getTenantCategories(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TCategory[]> {
  return apiRequest(
    joinUrl(serviceUrl, '/api/categories'),
    serverCheckedAnswer<typeof ZGetTenantCategoriesResponseSchema>(),
    {
      params: { locale },
      signal,
    },
  );
}

/** `GET /api/user/categories` (returnValue): the categories the user prefers. */
export async function getUserCategories(serviceUrl: string, signal?: AbortSignal): Promise<TUserCategory[]> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/user/categories'),
    serverCheckedAnswer<typeof ZGetUserCategoriesResponseSchema>(),
    {
      signal,
    },
  );
  return answer.returnValue;
}

export function useTenantCategories(serviceUrl: string, locale: TLocaleCode) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.reference(), 'categories', serviceUrl, locale],
      queryFn: ({ signal }) => getTenantCategories(serviceUrl, locale, signal),
      staleTime: 5 * 60_000,
    }),
  );
}

export function useUserCategories(serviceUrl: string) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.reference(), 'user-categories', serviceUrl],
      queryFn: ({ signal }) => getUserCategories(serviceUrl, signal),
      staleTime: 5 * 60_000,
    }),
  );
}
