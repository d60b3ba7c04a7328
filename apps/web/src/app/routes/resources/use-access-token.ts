import { useCallback } from 'react';
import { isSessionExpired } from '../../../features/auth/utils/stored-session';
import { usePortalAuth } from '../../auth/portal-auth-provider';

/**
 * The bearer token for the calls `apiRequest` cannot make: uploads with progress (XMLHttpRequest)
 * and downloads saved as files. Renewed first when it has expired, as `apiRequest` does.
 */
export function useAccessTokenGetter(): () => Promise<string | undefined> {
  const auth = usePortalAuth();
  return useCallback(async () => {
    const session = auth.readSession();
    if (!session || !isSessionExpired(session) || !session.refreshToken) {
      return session?.accessToken;
    }
    const renewed = await auth.renewSession().catch(() => null);
    return renewed?.access_token ?? session.accessToken;
  }, [auth]);
}
