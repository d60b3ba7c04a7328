import { SkillPermissions } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { assessmentServiceUrl } from '../../../features/assessments/utils/service-url';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';

export type TTeamAccess =
  | { status: 'loading' }
  | { status: 'denied' }
  /** The tenant's settings could not be read: not a refusal, the page offers to try again. */
  | { status: 'error'; retry: () => void }
  | { status: 'allowed'; serviceUrl: string };

/**
 * The team skill pages exist for managers (ASSESSMENT_MANAGER) of a tenant with competencies on
 * (the server's `/api/skills` says 404 otherwise); the ASSESSMENT module is the route gate's.
 */
export function useTeamAccess(): TTeamAccess {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const isManager = permissions.has(SkillPermissions.manager);
  const metaData = useQuery({ ...getTenantMetaDataQueryOptions(configuration.coreService), enabled: isManager });
  if (!isManager) {
    return { status: 'denied' };
  }
  if (!metaData.data) {
    return metaData.isError ? { status: 'error', retry: () => void metaData.refetch() } : { status: 'loading' };
  }
  return metaData.data.competenciesEnabled
    ? { status: 'allowed', serviceUrl: assessmentServiceUrl(configuration) }
    : { status: 'denied' };
}
