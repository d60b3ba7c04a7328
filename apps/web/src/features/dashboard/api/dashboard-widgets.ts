import type { TDashboardData, TDashboardWidget, TLocaleCode, TSaveDashboardLayoutRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { dashboardQueryKeys } from './query-keys';

/*
 * The dashboard's calls (contracts/dashboard.ts). Read with `serverCheckedResponse`: the dashboard
 * is the first page, and zod would weigh more than every widget together (the server checks each
 * answer against the same schemas before sending it).
 */

type TResult<T> = { success: boolean; returnValue: T; message: string | null };

const WIDGETS_PATH = '/api/tenant/dashboardWidgets';

/** `GET /api/tenant/dashboardWidgets`: my widgets in my order, hidden ones included. */
export async function getDashboardWidgets(serviceUrl: string, signal?: AbortSignal): Promise<TDashboardWidget[]> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, WIDGETS_PATH),
    serverCheckedResponse<TResult<TDashboardWidget[]>>(),
    {
      signal,
    },
  );
  return answer.returnValue;
}

/** `POST /api/tenant/getdashboarddata?dashBoardWidgetId=`: one widget's data, texts in `locale`. */
export async function getDashboardData(
  serviceUrl: string,
  widgetId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TDashboardData> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/tenant/getdashboarddata'),
    serverCheckedResponse<TResult<TDashboardData>>(),
    { method: 'POST', params: { dashBoardWidgetId: widgetId }, body: { locale }, signal },
  );
  return answer.returnValue;
}

export function useDashboardWidgets(serviceUrl: string) {
  return useQuery({
    queryKey: dashboardQueryKeys.widgets(serviceUrl),
    queryFn: ({ signal }) => getDashboardWidgets(serviceUrl, signal),
  });
}

export function useDashboardData(serviceUrl: string, widgetId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: dashboardQueryKeys.data(serviceUrl, widgetId, locale),
    queryFn: ({ signal }) => getDashboardData(serviceUrl, widgetId, locale, signal),
  });
}

/** `PUT` my whole layout (order and hidden ones), or `DELETE` it: back to the tenant's order. */
export function useSaveDashboardLayout(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: TSaveDashboardLayoutRequest | null) =>
      apiRequest(joinUrl(serviceUrl, WIDGETS_PATH), serverCheckedResponse<TResult<unknown>>(), {
        method: layout ? 'PUT' : 'DELETE',
        body: layout ?? undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.widgets(serviceUrl) }),
  });
}
