import { ZPopularAssetsReportResponseSchema } from '@portal/contracts';
import type { TPopularAssetsReportRequest, TPopularAssetsReportResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { resourceQueryKeys } from './query-keys';

/** `POST /api/resources/popular-assets-report`: resources by views, a page at a time. */
export async function getPopularAssetsReport(
  serviceUrl: string,
  request: TPopularAssetsReportRequest,
  signal?: AbortSignal,
): Promise<TPopularAssetsReportResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/resources/popular-assets-report'), ZPopularAssetsReportResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function usePopularAssetsReport(serviceUrl: string, request: TPopularAssetsReportRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.admin(), 'popular-assets', serviceUrl, request],
      queryFn: ({ signal }) => getPopularAssetsReport(serviceUrl, request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `POST /api/resources/popular-assets-report-excel`: the same search, every row, as an .xlsx file. */
export function popularAssetsExcelUrl(serviceUrl: string): string {
  return joinUrl(serviceUrl, '/api/resources/popular-assets-report-excel');
}
