import { TRIVIA_ADMIN_PERMISSIONS } from '@portal/contracts';
import { triviaServiceUrl } from '../../../features/trivia/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** What every trivia page needs: the service, the language and whether the person manages quizzes. */
export function useTrivia() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  return {
    serviceUrl: triviaServiceUrl(configuration),
    locale: usePageLocale(),
    canManage: TRIVIA_ADMIN_PERMISSIONS.some((permission) => permissions.has(permission)),
  };
}
