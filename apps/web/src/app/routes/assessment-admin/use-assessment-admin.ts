import { AssessmentPermissions } from '@portal/contracts';
import { assessmentServiceUrl } from '../../../features/assessment-admin/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** What every page of the assessment admin needs: the services, the page's language, the right to be here. */
export function useAssessmentAdmin() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  return {
    serviceUrl: assessmentServiceUrl(configuration),
    coreServiceUrl: configuration.coreService,
    authServiceUrl: configuration.authService.serviceUrl,
    locale: usePageLocale(),
    isAdmin: permissions.has(AssessmentPermissions.admin),
  };
}
