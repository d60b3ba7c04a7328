import type { TUser } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { storeCurrentUser } from '../../../features/auth/utils/auth-storage';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * What the profile's forms call with the user the server saved: the signed-in session (and its
 * session cache) follow it at once, and so does the header's user menu (its name and picture).
 */
export function useStoreSessionUser(): (user: TUser) => void {
  const queryClient = useQueryClient();
  const authServiceUrl = useTenantConfiguration().authService.serviceUrl;
  return (user) => storeCurrentUser(queryClient, authServiceUrl, user);
}
