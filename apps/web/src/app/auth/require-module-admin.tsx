import { Outlet } from 'react-router';
import { administersAnyModule } from '../../features/auth/utils/admin-access';
import { AccessDeniedPage } from '../routes/errors/access-denied-page';
import { useTenantConfiguration } from '../tenant-context';
import { useSignedInSession } from './signed-in-session';

/** The admin area guard: module admins only (spec section 6); the server checks every call anyway. */
export function RequireModuleAdmin() {
  const { permissions } = useSignedInSession();
  const { modules } = useTenantConfiguration();
  if (!administersAnyModule(permissions, modules)) {
    return <AccessDeniedPage />;
  }
  return <Outlet />;
}
