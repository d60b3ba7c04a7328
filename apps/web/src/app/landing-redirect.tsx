import { isCleanInAppPath, type TTenantConfiguration } from '@portal/contracts';
import { Navigate, useLocation } from 'react-router';
import { useTenantConfiguration } from './tenant-context';

export const FALLBACK_LANDING_PAGE = '/dashboard';

/** Only an in-app path other than the root itself may be a landing page (no loops, no open redirect). */
export function resolveLandingPage(configuration: Pick<TTenantConfiguration, 'defaultLandingPage'>): string {
  const page = configuration.defaultLandingPage.trim();
  if (!isCleanInAppPath(page) || page === '/') {
    return FALLBACK_LANDING_PAGE;
  }
  return page;
}

export function LandingRedirect() {
  const configuration = useTenantConfiguration();
  const { search } = useLocation();
  return <Navigate to={`${resolveLandingPage(configuration)}${search}`} replace />;
}
