import { ZMyTeamResponseSchema } from '@portal/contracts';
import type { TLocaleCode, TMyTeamResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { teamQueryKeys } from './query-keys';

/** `GET /api/team/mine?locale`: my manager, my teammates and what we learn together. */
export function getMyTeam(serviceUrl: string, locale: TLocaleCode, signal?: AbortSignal): Promise<TMyTeamResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/team/mine'), ZMyTeamResponseSchema, { params: { locale }, signal });
}

export function useMyTeam(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: teamQueryKeys.mine(serviceUrl, locale),
    queryFn: ({ signal }) => getMyTeam(serviceUrl, locale, signal),
  });
}
