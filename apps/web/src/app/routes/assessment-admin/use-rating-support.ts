import type { TAdminCompetenciesResponse, TScaleResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { COMPETENCY_ADMIN_QUERY_KEY } from '../../../features/competency-admin/api/query-keys';
import type { TRatingSupport } from '../../../features/assessment-admin/utils/question-form';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { useTenantConfiguration } from '../../tenant-context';

const SKILLS_ADMIN = '/api/skills/admin';

/**
 * The framework and scale the question editor offers for RATING questions and competency tags,
 * read from the skills admin; undefined for a tenant without competencies (or until they load, or
 * if they cannot be read: the editor then works as before, without ratings). The answers are taken
 * as the server checked them: the skills schemas would add 4 KB to the assessment admin's budget.
 */
export function useRatingSupport(serviceUrl: string): TRatingSupport | undefined {
  const { coreService } = useTenantConfiguration();
  const metaData = useQuery(getTenantMetaDataQueryOptions(coreService));
  const enabled = metaData.data?.competenciesEnabled === true;
  const framework = useQuery({
    // Under the competency admin's prefix: its saves refresh this too.
    queryKey: [...COMPETENCY_ADMIN_QUERY_KEY, 'rating-support', serviceUrl],
    queryFn: async ({ signal }) => {
      const [competencies, scale] = await Promise.all([
        apiRequest(
          joinUrl(serviceUrl, `${SKILLS_ADMIN}/competencies`),
          serverCheckedResponse<TAdminCompetenciesResponse>(),
          { signal },
        ),
        apiRequest(joinUrl(serviceUrl, `${SKILLS_ADMIN}/scale`), serverCheckedResponse<TScaleResponse>(), { signal }),
      ]);
      return { competencies: competencies.returnValue, scale: scale.returnValue.levels };
    },
    enabled,
  });
  if (!enabled || !framework.data) {
    return undefined;
  }
  const byId = new Map(framework.data.competencies.map((competency) => [competency.id, competency]));
  return {
    // The names in both languages come with every competency: the editor picks the page's.
    competencies: framework.data.competencies.map((competency) => ({
      competencyId: competency.id,
      name: competency.name,
      parentName: competency.parentId === null ? null : (byId.get(competency.parentId)?.name ?? null),
    })),
    scale: framework.data.scale,
  };
}
