import { Outlet, useLoaderData } from 'react-router';
import { PortalAuthProvider } from './auth/portal-auth-provider';
import type { TPortalStartup } from './bootstrap';
import { NavigationLoadingBar } from './navigation-loading-bar';
import { PageTitleAnnouncer } from './page-title';
import { TenantProvider } from './tenant-context';

export function RootLayout() {
  const startup = useLoaderData<TPortalStartup>();
  return (
    <TenantProvider value={startup}>
      <PortalAuthProvider auth={startup.auth}>
        <NavigationLoadingBar />
        <PageTitleAnnouncer />
        <Outlet />
      </PortalAuthProvider>
    </TenantProvider>
  );
}
