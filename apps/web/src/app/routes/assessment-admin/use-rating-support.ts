import { useQuery } from '@tanstack/react-query';
import type { TRatingSupport } from '../../../features/assessment-admin/utils/question-form';
import { useCompetencies, useScale } from '../../../features/competency-admin/api/skills-admin';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * The framework and scale the question editor offers for RATING questions and competency tags,
 * read from the skills admin; undefined for a tenant without competencies (or until they load, or
 * if they cannot be read: the editor then works as before, without ratings).
 */
export function useRatingSupport(serviceUrl: string): TRatingSupport | undefined {
  const { coreService } = useTenantConfiguration();
  const metaData = useQuery(getTenantMetaDataQueryOptions(coreService));
  const enabled = metaData.data?.competenciesEnabled === true;
  // The names in both languages come with every competency: the editor picks the page's.
  const competencies = useCompetencies(serviceUrl, 'en', { enabled });
  const scale = useScale(serviceUrl, { enabled });
  if (!enabled || !competencies.data || !scale.data) {
    return undefined;
  }
  const byId = new Map(competencies.data.map((competency) => [competency.id, competency]));
  return {
    competencies: competencies.data.map((competency) => ({
      competencyId: competency.id,
      name: competency.name,
      parentName: competency.parentId === null ? null : (byId.get(competency.parentId)?.name ?? null),
    })),
    scale: scale.data,
  };
}
