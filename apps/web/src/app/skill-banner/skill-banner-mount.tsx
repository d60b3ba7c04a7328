import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { assessmentQueryKeys } from '../../features/assessments/api/query-keys';
import { assessmentServiceUrl } from '../../features/assessments/utils/service-url';
import { getPendingSkillAssessments } from '../../features/skill-banner/api/pending-skill-assessments';
import { dismissSetForSession, readDismissedSetIds } from '../../features/skill-banner/utils/banner-dismissal';
import { setsToPrompt } from '../../features/skill-banner/utils/banner-rule';
import { readCachedPending, writeCachedPending } from '../../features/skill-banner/utils/pending-cache';
import { getTenantMetaDataQueryOptions } from '../../features/tenant/api/get-tenant-metadata';
import { useSignedInSession } from '../auth/signed-in-session';
import { useIsRouteEnabled } from '../module-route-gate';
import { useTenantConfiguration } from '../tenant-context';

// Off the first page's budget, but asked for as the app starts rather than on first use: it is
// there before the page it sits on has loaded, so it never appears late and shifts the page.
const bannerModule = import('../../features/skill-banner/components/skill-assessment-banner');
const SkillAssessmentBanner = lazy(async () => ({ default: (await bannerModule).SkillAssessmentBanner }));

/**
 * The home shell's skill-assessment banner area (spec sections 1, 2 and 4). Only the ASSESSMENT
 * module with the tenant's competency user view triggers it; it asks the server again whenever
 * an attempt completes (the refresh signal: the assessments' queries are invalidated), and stays
 * out of the way while an assessment is being taken.
 */
export function SkillBannerMount() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const { pathname } = useLocation();
  const hasAssessments = useIsRouteEnabled('/assessment');
  const metaData = useQuery({ ...getTenantMetaDataQueryOptions(configuration.coreService), enabled: hasAssessments });
  const isEnabled = hasAssessments && metaData.data?.competencyUserViewEnabled === true;
  const serviceUrl = assessmentServiceUrl(configuration);
  const pending = useQuery({
    // Below the learner's assessments key: completing an attempt invalidates it (the refresh signal).
    queryKey: [...assessmentQueryKeys.all, 'pendingSkill', serviceUrl, user.userCode],
    queryFn: async ({ signal }) => {
      const answer = await getPendingSkillAssessments(serviceUrl, signal);
      writeCachedPending(user.userCode, answer);
      return answer;
    },
    // The session's last answer draws the banner with the page; it is asked again at once.
    initialData: () => readCachedPending(user.userCode),
    initialDataUpdatedAt: 0,
    enabled: isEnabled,
    // A quiet extra: the banner never shows an error of its own.
    retry: false,
  });
  const [dismissed, setDismissed] = useState(readDismissedSetIds);
  const isTakingOne = pathname.startsWith('/assessment/');
  const first = isEnabled && pending.data && !isTakingOne ? setsToPrompt(pending.data, dismissed)[0] : undefined;
  if (!first) {
    return null;
  }
  return (
    <Container size="lg" pt="md">
      <Suspense fallback={null}>
        <SkillAssessmentBanner
          pending={first}
          onDismiss={() => setDismissed(dismissSetForSession(first.assessmentSetId))}
        />
      </Suspense>
    </Container>
  );
}
