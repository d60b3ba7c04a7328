import { ZReportExportResponseSchema } from '@portal/contracts';
import type { TCreateExportRequest, TReportExport } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { reportQueryKeys } from './query-keys';

/** How often an unfinished export's progress is asked. */
export const EXPORT_POLL_MS = 1500;

/** `POST /api/reports/exports`: queues an Excel export of a report with the page's filters. */
export async function createReportExport(serviceUrl: string, request: TCreateExportRequest): Promise<TReportExport> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/reports/exports'), ZReportExportResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

export function useCreateReportExport(serviceUrl: string) {
  return useMutation({ mutationFn: (request: TCreateExportRequest) => createReportExport(serviceUrl, request) });
}

/** `GET /api/reports/exports/{id}`: one export's status and progress. */
export async function getReportExport(serviceUrl: string, exportId: number, signal?: AbortSignal) {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/reports/exports/${exportId}`),
    ZReportExportResponseSchema,
    { signal },
  );
  return answer.returnValue;
}

export function isExportUnfinished(status: TReportExport['status']): boolean {
  return status === 'QUEUED' || status === 'RUNNING';
}

/** One export, asked again every second and a half while it is queued or running. */
export function useReportExport(serviceUrl: string, exportId: number) {
  return useQuery({
    queryKey: [...reportQueryKeys.export(exportId), serviceUrl],
    queryFn: ({ signal }) => getReportExport(serviceUrl, exportId, signal),
    refetchInterval: (query) =>
      query.state.data && !isExportUnfinished(query.state.data.status) ? false : EXPORT_POLL_MS,
  });
}

/** `GET /api/reports/exports/{id}/file`: the finished file (needs the bearer token). */
export function reportExportFileUrl(serviceUrl: string, exportId: number): string {
  return joinUrl(serviceUrl, `/api/reports/exports/${exportId}/file`);
}
