import { ZTeamMemberDetailResponseSchema, ZTeamMembersResponseSchema } from '@portal/contracts';
import type {
  TLocaleCode,
  TTeamMemberDetailResponse,
  TTeamMembersRequest,
  TTeamMembersResponse,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { teamQueryKeys } from './query-keys';

/** `POST /api/team/members`: a page of my line, filtered and sorted, with the filter chips' counts. */
export function getTeamMembers(
  serviceUrl: string,
  request: TTeamMembersRequest,
  signal?: AbortSignal,
): Promise<TTeamMembersResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/team/members'), ZTeamMembersResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function useTeamMembers(serviceUrl: string, request: TTeamMembersRequest, enabled: boolean) {
  return useQuery({
    queryKey: teamQueryKeys.members(serviceUrl, request),
    queryFn: ({ signal }) => getTeamMembers(serviceUrl, request, signal),
    enabled,
    // Filters, sorts and pages keep the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/team/members/{userCode}?locale`: one member of my line (404: not in my line). */
export function getTeamMember(
  serviceUrl: string,
  userCode: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTeamMemberDetailResponse> {
  return apiRequest(
    joinUrl(serviceUrl, `/api/team/members/${encodeURIComponent(userCode)}`),
    ZTeamMemberDetailResponseSchema,
    { params: { locale }, signal },
  );
}

export function useTeamMember(serviceUrl: string, userCode: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: teamQueryKeys.member(serviceUrl, userCode, locale),
    queryFn: ({ signal }) => getTeamMember(serviceUrl, userCode, locale, signal),
  });
}
