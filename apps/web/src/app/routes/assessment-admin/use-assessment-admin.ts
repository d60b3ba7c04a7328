import { AssessmentPermissions } from '@portal/contracts';
import { useParams } from 'react-router';
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
    locale: usePageLocale(),
    isAdmin: permissions.has(AssessmentPermissions.admin),
  };
}

// A positive integer of at most ten digits: what the server's ids look like in a URL.
const ID_PARAM = /^[1-9][0-9]{0,9}$/;

/** The route's `name` parameter as an id; undefined without it (a "new" page); null when it is no id. */
export function useRouteId(name: string): number | null | undefined {
  const value = useParams()[name];
  if (value === undefined) {
    return undefined;
  }
  return ID_PARAM.test(value) ? Number(value) : null;
}
