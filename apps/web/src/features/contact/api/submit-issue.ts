import { ZSubmitIssueResponseSchema } from '@portal/contracts';
import type { TSubmitIssueRequest, TSubmitIssueResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/** `POST /api/TenantNotification/submitissue`: sends a message to the tenant's help desk. */
export async function submitIssue(coreService: string, request: TSubmitIssueRequest): Promise<TSubmitIssueResponse> {
  return apiRequest(joinUrl(coreService, '/api/TenantNotification/submitissue'), ZSubmitIssueResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useSubmitIssue(coreService: string) {
  return useMutation({ mutationFn: (request: TSubmitIssueRequest) => submitIssue(coreService, request) });
}
