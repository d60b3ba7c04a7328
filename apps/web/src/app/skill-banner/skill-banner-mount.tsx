import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { dismissSetForSession, readDismissedSetIds } from '../../features/skill-banner/utils/banner-dismissal';
import { setsToPrompt } from '../../features/skill-banner/utils/banner-rule';
import { getTenantMetaDataQueryOptions } from '../../features/tenant/api/get-tenant-metadata';
import { importWhenOnline, lazyWhenOnline } from '../../lib/import-when-online';
import { useSignedInSession } from '../auth/signed-in-session';
import { useIsRouteEnabled } from '../module-route-gate';
import { useTenantConfiguration } from '../tenant-context';
import { pendingSkillQueryOptions } from './skill-banner-queries';

// Off the first page's budget, but asked for as the app starts rather than on first use: it is
// there before the page it sits on has loaded, so it never appears late and shifts the page.
const bannerModule = importWhenOnline(() => import('../../features/skill-banner/components/skill-assessment-banner'));
const SkillAssessmentBanner = lazyWhenOnline(async () => ({ default: (await bannerModule).SkillAssessmentBanner }));

/** Settles once the banner's own code is in (or could not load): see `skillBannerCodeLoaded`. */
export const bannerCodeLoaded: Promise<unknown> = bannerModule.catch(() => undefined);

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
  const pending = useQuery({ ...pendingSkillQueryOptions(configuration, user.userCode), enabled: isEnabled });
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
