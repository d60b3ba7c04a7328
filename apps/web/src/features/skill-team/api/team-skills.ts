import { ZConfirmLevelsResponseSchema, ZReporteeSkillsResponseSchema, ZTeamResponseSchema } from '@portal/contracts';
import type { TConfirmLevelsRequest, TLocaleCode, TReporteeSkills, TTeamResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/**
 * Every query of the manager's team skills lives under this prefix; a confirmation refreshes it all.
 * It sits below the assessments' prefix, like the learner's skills (features/skills/api/query-keys):
 * completing a rating attempt invalidates `['assessments']`, and so the reportee's statuses.
 */
const TEAM_SKILLS_KEY = ['assessments', 'skills', 'team'] as const;

export const TEAM_PAGE_SIZE = 15;

/** `GET /api/skills/team`: my reportees' skill summaries, a page at a time. */
export function getTeamSkills(
  serviceUrl: string,
  locale: TLocaleCode,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TTeamResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/skills/team'), ZTeamResponseSchema, {
    params: { locale, pageNo, pageSize: TEAM_PAGE_SIZE },
    signal,
  });
}

export function useTeamSkills(serviceUrl: string, locale: TLocaleCode, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_SKILLS_KEY, 'list', serviceUrl, locale, pageNo],
    queryFn: ({ signal }) => getTeamSkills(serviceUrl, locale, pageNo, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/skills/team/{userCode}`: one reportee's profile and calibration rows (404: not my reportee). */
export async function getReporteeSkills(
  serviceUrl: string,
  userCode: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TReporteeSkills> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/skills/team/${encodeURIComponent(userCode)}`),
    ZReporteeSkillsResponseSchema,
    { params: { locale }, signal },
  );
  return answer.returnValue;
}

export function useReporteeSkills(serviceUrl: string, userCode: string, locale: TLocaleCode, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_SKILLS_KEY, 'member', serviceUrl, userCode, locale],
    queryFn: ({ signal }) => getReporteeSkills(serviceUrl, userCode, locale, signal),
    enabled,
  });
}

/** `POST /api/skills/team/{userCode}/confirm`: one MANAGER rating per item, with the reason. */
export async function confirmLevels(
  serviceUrl: string,
  userCode: string,
  body: TConfirmLevelsRequest,
): Promise<number> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/skills/team/${encodeURIComponent(userCode)}/confirm`),
    ZConfirmLevelsResponseSchema,
    { method: 'POST', body },
  );
  return answer.returnValue.confirmed;
}

export function useConfirmLevels(serviceUrl: string, userCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmLevelsRequest) => confirmLevels(serviceUrl, userCode, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_SKILLS_KEY }),
  });
}
