import { NewsPermissions } from '@portal/contracts';
import { useCallback } from 'react';
import { resizedMediaImageUrl } from '../../../features/media/utils/image-urls';
import { newsServiceUrl } from '../../../features/news/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** Covers are fetched at this width (twice a card's), fitted by the media service. */
const COVER_SIZE = { width: 960, height: 540 } as const;

/** What every news page needs: the service, the language, whether the person writes news, cover URLs. */
export function useNews() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const coverUrl = useCallback(
    (mediaId: string | null) => (mediaId ? resizedMediaImageUrl(configuration, mediaId, COVER_SIZE) : null),
    [configuration],
  );
  return {
    serviceUrl: newsServiceUrl(configuration),
    coreServiceUrl: configuration.coreService,
    locale: usePageLocale(),
    canManage: permissions.has(NewsPermissions.admin),
    coverUrl,
  };
}
