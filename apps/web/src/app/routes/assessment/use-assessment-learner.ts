import { buildResizedImageUrl } from '@portal/contracts';
import { useCallback } from 'react';
import { assessmentServiceUrl } from '../../../features/assessments/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useTenantConfiguration } from '../../tenant-context';

// Question images are shown at most this wide (the attempt's column).
const QUESTION_IMAGE_WIDTH = 800;

/** What every learner assessment page needs: the service, the language, question images. */
export function useAssessmentLearner() {
  const configuration = useTenantConfiguration();
  const { listOfCDNs, tenantCode } = configuration;
  const imageUrlOf = useCallback(
    // The first CDN, not a random one: the same image keeps one address across renders.
    (mediaId: string) =>
      buildResizedImageUrl(listOfCDNs, mediaId, tenantCode, { width: QUESTION_IMAGE_WIDTH }, () => 0),
    [listOfCDNs, tenantCode],
  );
  return { serviceUrl: assessmentServiceUrl(configuration), locale: usePageLocale(), imageUrlOf };
}
