import { LearningPathPermissions } from '@portal/contracts';
import { learningPathServiceUrl } from '../../../features/learning-paths/utils/service-url';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** What every learner page needs: the service, the language and what the learner may do. */
export function useLearner() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  return {
    serviceUrl: learningPathServiceUrl(configuration),
    resourceServiceUrl: resourceServiceUrl(configuration),
    locale: usePageLocale(),
    canChangePath: permissions.has(LearningPathPermissions.changePath),
    canComplete: permissions.has(LearningPathPermissions.completePath),
    isAdmin: permissions.has(LearningPathPermissions.admin),
  };
}
