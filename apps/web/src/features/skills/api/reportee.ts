import { ZReporteeSkillsResponseSchema } from '@portal/contracts';
import type { TLocaleCode, TReporteeSkills } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { skillQueryKeys } from './query-keys';

/**
 * `GET /api/skills/team/{userCode}?locale`: a reportee's profile and SKILL sets (names what a manager
 * rates); nothing is asked without a user code.
 */
export function useReporteeSkills(serviceUrl: string, userCode: string | null, locale: TLocaleCode) {
  return useQuery({
    enabled: userCode !== null,
    queryKey: [...skillQueryKeys.all, 'reportee', serviceUrl, userCode, locale],
    queryFn: async ({ signal }): Promise<TReporteeSkills> =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `/api/skills/team/${encodeURIComponent(userCode ?? '')}`),
          ZReporteeSkillsResponseSchema,
          { params: { locale }, signal },
        )
      ).returnValue,
  });
}
