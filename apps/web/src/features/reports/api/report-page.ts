import { REPORTS, ZReportPageResponseSchema } from '@portal/contracts';
import type { TReportCode, TReportPage, TReportQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { reportQueryKeys } from './query-keys';

/** `POST {module prefix}/reports/{reportCode}`: a page of the report's rows, with its chart. */
export async function getReportPage(
  serviceUrl: string,
  reportCode: TReportCode,
  query: TReportQuery,
  signal?: AbortSignal,
): Promise<TReportPage> {
  const answer = await apiRequest(joinUrl(serviceUrl, REPORTS[reportCode].path), ZReportPageResponseSchema, {
    method: 'POST',
    body: query,
    signal,
  });
  return answer.returnValue;
}

export function useReportPage(serviceUrl: string, reportCode: TReportCode, query: TReportQuery) {
  return useQuery({
    queryKey: [...reportQueryKeys.pages(), serviceUrl, reportCode, query],
    queryFn: ({ signal }) => getReportPage(serviceUrl, reportCode, query, signal),
    // The table keeps its rows while the next page or order loads: nothing jumps.
    placeholderData: keepPreviousData,
  });
}
