import { Outlet, useLoaderData } from 'react-router';
import type { TPortalStartup } from './bootstrap';
import { TenantProvider } from './tenant-context';

export function RootLayout() {
  const startup = useLoaderData<TPortalStartup>();
  return (
    <TenantProvider value={startup}>
      <Outlet />
    </TenantProvider>
  );
}
