import type { TGetAdminMenuResponse, TGetMenuResponse, TLocaleCode, TMenuDisplayMode } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

// The menu changes only when the tenant edits it: a few minutes of cache spare a call per page.
const MENU_STALE_TIME_MS = 5 * 60_000;

/** `GET /api/menu`: the main nav of the signed-in user, for one display mode, named in `locale`. */
export async function getMenu(
  coreService: string,
  displayMode: TMenuDisplayMode,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TGetMenuResponse> {
  return apiRequest(joinUrl(coreService, '/api/menu'), serverCheckedResponse<TGetMenuResponse>(), {
    params: { displayMode, locale },
    signal,
  });
}

/** `GET /api/menu/admin`: the admin nav (Admin, Resource Library admin, Test and Trivia, Notifications admin). */
export async function getAdminMenu(
  coreService: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TGetAdminMenuResponse> {
  return apiRequest(joinUrl(coreService, '/api/menu/admin'), serverCheckedResponse<TGetAdminMenuResponse>(), {
    params: { locale },
    signal,
  });
}

/** Keyed by user: the menu follows the user's permissions. */
export function getMenuQueryOptions(
  coreService: string,
  userCode: string,
  displayMode: TMenuDisplayMode,
  locale: TLocaleCode,
) {
  return queryOptions({
    queryKey: ['menu', coreService, userCode, displayMode, locale],
    queryFn: ({ signal }) => getMenu(coreService, displayMode, locale, signal),
    staleTime: MENU_STALE_TIME_MS,
  });
}

export function getAdminMenuQueryOptions(coreService: string, userCode: string, locale: TLocaleCode) {
  return queryOptions({
    queryKey: ['menu', 'admin', coreService, userCode, locale],
    queryFn: ({ signal }) => getAdminMenu(coreService, locale, signal),
    staleTime: MENU_STALE_TIME_MS,
  });
}
