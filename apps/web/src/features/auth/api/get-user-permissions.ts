import { normalizePermissions } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import type { TResponseReader } from '../../../lib/response-reader';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../../lib/session-cache';

// Lenient on purpose: spec section 6 drops empty entries rather than rejecting the list.
const rawPermissionsReader = serverCheckedResponse<(string | null)[]>();

// What this tab stored itself; anything else (an edited entry) is dropped and asked again.
const storedPermissionsReader: TResponseReader<string[]> = {
  safeParse: (input) =>
    Array.isArray(input) && input.every((entry) => typeof entry === 'string')
      ? { success: true, data: input }
      : { success: false, error: new TypeError('stored permissions are not a list of strings') },
};

/** `GET {permissionService}/api/UserProfile/UserPermissions`, stored in session storage (spec section 4). */
export async function getUserPermissions(permissionService: string, signal?: AbortSignal): Promise<string[]> {
  const raw = await apiRequest(joinUrl(permissionService, '/api/UserProfile/UserPermissions'), rawPermissionsReader, {
    signal,
  });
  const permissions = normalizePermissions(raw);
  writeSessionJson(SESSION_KEYS.permissions, permissions);
  return permissions;
}

export function readStoredPermissions(): string[] | undefined {
  const stored = readSessionJson(SESSION_KEYS.permissions, storedPermissionsReader);
  return stored ? normalizePermissions(stored) : undefined;
}

/** Keyed by user: another user's list is never served from the cache. */
export function getUserPermissionsQueryOptions(permissionService: string, userCode: string) {
  return queryOptions({
    queryKey: ['auth', 'permissions', permissionService, userCode],
    queryFn: ({ signal }) => getUserPermissions(permissionService, signal),
    initialData: readStoredPermissions,
    staleTime: Infinity,
  });
}
