import { normalizePermissions } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../../lib/session-cache';

// Lenient on purpose: spec section 6 drops empty entries rather than rejecting the list.
const ZRawPermissionsSchema = z.array(z.string().nullable());
const ZStoredPermissionsSchema = z.array(z.string());

/** `GET {permissionService}/api/UserProfile/UserPermissions`, stored in session storage (spec section 4). */
export async function getUserPermissions(permissionService: string, signal?: AbortSignal): Promise<string[]> {
  const raw = await apiRequest(joinUrl(permissionService, '/api/UserProfile/UserPermissions'), ZRawPermissionsSchema, {
    signal,
  });
  const permissions = normalizePermissions(raw);
  writeSessionJson(SESSION_KEYS.permissions, permissions);
  return permissions;
}

export function readStoredPermissions(): string[] | undefined {
  const stored = readSessionJson(SESSION_KEYS.permissions, ZStoredPermissionsSchema);
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
