import { isModuleEnabled, moduleOfAppPath } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from './routes/errors/not-found-page';
import { useTenantConfiguration } from './tenant-context';

/** Whether the tenant has the module this path belongs to (the shell's own pages always). */
export function useIsRouteEnabled(pathname: string): boolean {
  const { modules } = useTenantConfiguration();
  const moduleCode = moduleOfAppPath(pathname);
  return (
    moduleCode === null ||
    isModuleEnabled(
      modules.map((module) => module.moduleCode),
      moduleCode,
    )
  );
}

/**
 * A module the tenant has not enabled does not exist for it: its routes show the not-found page,
 * by the same rule the server's module gate applies to the module's API calls.
 */
export function ModuleRouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return useIsRouteEnabled(pathname) ? children : <NotFoundPage />;
}
