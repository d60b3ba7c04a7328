import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { canAdminUsers } from '../../../features/admin/utils/admin-areas';

/** What every user-admin page needs: the services, the language and whether the person may use it. */
export function useAdmin(permission: string) {
  const configuration = useTenantConfiguration();
  const { permissions, user } = useSignedInSession();
  return {
    authService: configuration.authService.serviceUrl,
    coreService: configuration.coreService,
    locale: usePageLocale(),
    currentUserCode: user.userCode,
    isAllowed: canAdminUsers(permissions, configuration.modules, permission),
  };
}
