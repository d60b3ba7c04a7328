import { ZSkillHistoryResponseSchema, ZSkillProfileResponseSchema } from '@portal/contracts';
import type { TLocaleCode, TSkillHistoryPoint, TSkillProfile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { skillQueryKeys } from './query-keys';

/** `GET /api/skills/profile?locale`: my levels against my job role's targets, with every source. */
export async function getSkillProfile(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TSkillProfile> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/skills/profile'), ZSkillProfileResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useSkillProfile(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...skillQueryKeys.profile(), serviceUrl, locale],
    queryFn: ({ signal }) => getSkillProfile(serviceUrl, locale, signal),
  });
}

/** `GET /api/skills/history?competencyId&locale`: my dated evidence, oldest first (the chart). */
export async function getSkillHistory(
  serviceUrl: string,
  competencyId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TSkillHistoryPoint[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/skills/history'), ZSkillHistoryResponseSchema, {
    params: { competencyId, locale },
    signal,
  });
  return answer.returnValue;
}

export function useSkillHistory(serviceUrl: string, competencyId: number | null, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...skillQueryKeys.history(), serviceUrl, competencyId, locale],
    queryFn: ({ signal }) => getSkillHistory(serviceUrl, competencyId ?? 0, locale, signal),
    enabled: competencyId !== null,
  });
}
