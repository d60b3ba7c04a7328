import type { TGetCurrentUserResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../../lib/session-cache';

/** `GET /api/userprofile/getcurrentuser` on the auth service, cached for the session (spec section 3: user info). */
export async function getCurrentUser(authServiceUrl: string, signal?: AbortSignal): Promise<TGetCurrentUserResponse> {
  const user = await apiRequest(
    joinUrl(authServiceUrl, '/api/userprofile/getcurrentuser'),
    serverCheckedResponse<TGetCurrentUserResponse>(),
    {
      signal,
    },
  );
  writeSessionJson(SESSION_KEYS.userInfo, user);
  return user;
}

function readStoredUser(userCode: string): TGetCurrentUserResponse | undefined {
  const stored = readSessionJson(SESSION_KEYS.userInfo, serverCheckedResponse<TGetCurrentUserResponse>());
  return stored?.userCode === userCode ? stored : undefined;
}

export function getCurrentUserQueryOptions(authServiceUrl: string, userCode: string) {
  return queryOptions({
    queryKey: ['auth', 'current-user', authServiceUrl, userCode],
    queryFn: ({ signal }) => getCurrentUser(authServiceUrl, signal),
    initialData: () => readStoredUser(userCode),
    staleTime: Infinity,
  });
}
