import { ZTeamAssignablesResponseSchema, ZTeamAssignResponseSchema, ZTeamNudgeResponseSchema } from '@portal/contracts';
import type {
  TLocaleCode,
  TTeamAssignable,
  TTeamAssignableKind,
  TTeamAssignRequest,
  TTeamAssignResponse,
  TTeamNudgeRequest,
  TTeamNudgeResponse,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { teamQueryKeys } from './query-keys';

/** `GET /api/team/assignables?kind&term&locale`: what may be assigned (at most 20). */
export async function getAssignables(
  serviceUrl: string,
  kind: TTeamAssignableKind,
  term: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTeamAssignable[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/team/assignables'), ZTeamAssignablesResponseSchema, {
    params: { kind, locale, ...(term ? { term } : {}) },
    signal,
  });
  return answer.result;
}

export function useAssignables(serviceUrl: string, kind: TTeamAssignableKind, term: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: teamQueryKeys.assignables(serviceUrl, kind, term, locale),
    queryFn: ({ signal }) => getAssignables(serviceUrl, kind, term, locale, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/team/assignments`: one item to one or several members of my line. */
export function assignToTeam(serviceUrl: string, request: TTeamAssignRequest): Promise<TTeamAssignResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/team/assignments'), ZTeamAssignResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useAssignToTeam(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTeamAssignRequest) => assignToTeam(serviceUrl, request),
    // Overdue counts, pending assessments and assignment lists change: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
  });
}

/** `POST /api/team/nudges`: a reminder to one or several members (once a day each). */
export function nudgeTeam(serviceUrl: string, request: TTeamNudgeRequest): Promise<TTeamNudgeResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/team/nudges'), ZTeamNudgeResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useNudgeTeam(serviceUrl: string) {
  return useMutation({ mutationFn: (request: TTeamNudgeRequest) => nudgeTeam(serviceUrl, request) });
}
