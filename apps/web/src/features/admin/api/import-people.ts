import { CORRELATION_ID_HEADER, ZImportPeopleResponseSchema } from '@portal/contracts';
import type { TImportPeopleResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildRequestHeaders, getApiAccessToken, joinUrl, readApiError } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `POST /api/admin/people/import` (multipart, one part named `file`): everyone of the file, or a 400 report. */
export async function importPeople(authService: string, file: File): Promise<TImportPeopleResponse> {
  const url = joinUrl(authService, '/api/admin/people/import');
  // No JSON content type: the browser writes the multipart one with its boundary.
  const headers = buildRequestHeaders('POST', url, false);
  const accessToken = await getApiAccessToken(url);
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  const body = new FormData();
  body.append('file', file, file.name);
  const correlationId = headers.get(CORRELATION_ID_HEADER) ?? '';
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error', correlationId, cause: error });
  }
  if (!response.ok) {
    throw await readApiError(response, correlationId);
  }
  return ZImportPeopleResponseSchema.parse(await response.json());
}

export function useImportPeople(authService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importPeople(authService, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
