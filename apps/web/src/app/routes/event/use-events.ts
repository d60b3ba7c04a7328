import { buildResizedImageUrl, EventPermissions } from '@portal/contracts';
import { useCallback } from 'react';
import { eventsServiceUrl } from '../../../features/events/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

// Covers are shown at most this wide (a card, the event page's column).
const COVER_WIDTH = 960;

/** What every events page needs: the service, the language, covers and whether the person manages events. */
export function useEvents() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const { listOfCDNs, tenantCode } = configuration;
  const coverUrlOf = useCallback(
    // The first CDN, not a random one: the same image keeps one address across renders.
    (mediaId: string) => buildResizedImageUrl(listOfCDNs, mediaId, tenantCode, { width: COVER_WIDTH }, () => 0),
    [listOfCDNs, tenantCode],
  );
  return {
    serviceUrl: eventsServiceUrl(configuration),
    locale: usePageLocale(),
    coverUrlOf,
    canManage: permissions.has(EventPermissions.admin),
    canViewReports: permissions.has(EventPermissions.viewReports),
  };
}
