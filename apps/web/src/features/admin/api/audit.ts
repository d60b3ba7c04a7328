import { ZSearchAuditLogResponseSchema } from '@portal/contracts';
import type { TExportAuditLogRequest, TSearchAuditLogRequest } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiUrl, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `POST /api/admin/audit/search`: one page of the audit log, newest first. */
export function useAuditLog(authService: string, request: TSearchAuditLogRequest) {
  return useQuery({
    queryKey: [...adminQueryKeys.audit(), authService, request],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, '/api/admin/audit/search'), ZSearchAuditLogResponseSchema, {
        method: 'POST',
        body: request,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The address of `GET /api/admin/audit/export` with the same filters (fetched with the token, not linked). */
export function auditExportUrl(authService: string, filters: TExportAuditLogRequest): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') {
      params[name] = value;
    }
  }
  return buildApiUrl(joinUrl(authService, '/api/admin/audit/export'), params);
}
