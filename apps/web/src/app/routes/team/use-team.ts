import { buildResizedImageUrl } from '@portal/contracts';
import { useCallback } from 'react';
import { teamServiceUrl } from '../../../features/team/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** Avatars of the team pages are at most this many CSS pixels (fetched at twice that). */
const AVATAR_SIZE = 40;

/** What every team page needs: the service, the language, pictures and whether I have a line below me. */
export function useTeam() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const { listOfCDNs, tenantCode } = configuration;
  const pictureUrlOf = useCallback(
    // The first CDN, not a random one: the same picture keeps one address across renders.
    (mediaId: string | null) =>
      mediaId
        ? buildResizedImageUrl(
            listOfCDNs,
            mediaId,
            tenantCode,
            { width: AVATAR_SIZE * 2, height: AVATAR_SIZE * 2 },
            () => 0,
          )
        : null,
    [listOfCDNs, tenantCode],
  );
  return {
    serviceUrl: teamServiceUrl(configuration),
    locale: usePageLocale(),
    pictureUrlOf,
    // The server decides who is in my line; this only chooses which sections the page shows.
    isManager: user.hasReportees,
  };
}
