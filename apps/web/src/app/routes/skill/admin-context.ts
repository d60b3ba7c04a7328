import { SkillPermissions } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { assessmentServiceUrl } from '../../../features/assessment-admin/utils/service-url';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * What the skills admin needs: the assessment service (skills belong to the ASSESSMENT module),
 * the page's language, the right to be here and whether the tenant has competencies at all.
 */
export function useSkillAdmin() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const metaData = useQuery(getTenantMetaDataQueryOptions(configuration.coreService));
  return {
    serviceUrl: assessmentServiceUrl(configuration),
    coreServiceUrl: configuration.coreService,
    locale: usePageLocale(),
    isAdmin: permissions.has(SkillPermissions.admin),
    /** Undefined while the tenant's metadata loads. */
    competenciesEnabled: metaData.data?.competenciesEnabled,
    metaDataError: metaData.isError,
    retryMetaData: () => void metaData.refetch(),
  };
}
