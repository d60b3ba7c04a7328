import { isModuleEnabled, moduleOfAppPath } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { assessmentQueryKeys } from '../../features/assessments/api/query-keys';
import { assessmentServiceUrl } from '../../features/assessments/utils/service-url';
import { getPendingSkillAssessments } from '../../features/skill-banner/api/pending-skill-assessments';
import { readCachedPending, writeCachedPending } from '../../features/skill-banner/utils/pending-cache';
import { getTenantMetaDataQueryOptions } from '../../features/tenant/api/get-tenant-metadata';

/** Whether the tenant has the ASSESSMENT module, the banner's first condition. */
export function hasAssessmentModule(configuration: TTenantConfiguration): boolean {
  const moduleCode = moduleOfAppPath('/assessment');
  return (
    moduleCode === null ||
    isModuleEnabled(
      configuration.modules.map((module) => module.moduleCode),
      moduleCode,
    )
  );
}

/** The banner's pending skill assessments of the signed-in user. */
export function pendingSkillQueryOptions(configuration: TTenantConfiguration, userCode: string) {
  const serviceUrl = assessmentServiceUrl(configuration);
  return queryOptions({
    // Below the learner's assessments key: completing an attempt invalidates it (the refresh signal).
    queryKey: [...assessmentQueryKeys.all, 'pendingSkill', serviceUrl, userCode],
    queryFn: async ({ signal }) => {
      const answer = await getPendingSkillAssessments(serviceUrl, signal);
      writeCachedPending(userCode, answer);
      return answer;
    },
    // The session's last answer draws the banner with the page; it is asked again at once.
    initialData: () => readCachedPending(userCode),
    initialDataUpdatedAt: 0,
    // A quiet extra: the banner never shows an error of its own.
    retry: false,
  });
}

/**
 * Asked while a sign-in completes, beside the permissions: the first page after signing in then
 * draws the banner with itself rather than being pushed down when the answer arrives (a layout
 * shift, and a moved button under a pointer on its way to it). Best effort: on failure the
 * banner asks again on its own.
 */
export async function prefetchSkillBanner(
  queryClient: QueryClient,
  configuration: TTenantConfiguration,
  userCode: string,
): Promise<void> {
  if (!hasAssessmentModule(configuration)) {
    return;
  }
  try {
    const metaData = await queryClient.fetchQuery(getTenantMetaDataQueryOptions(configuration.coreService));
    if (metaData.competencyUserViewEnabled) {
      await queryClient.fetchQuery({ ...pendingSkillQueryOptions(configuration, userCode), staleTime: 0 });
    }
  } catch {
    // The mount asks again.
  }
}
