import { StorePermissions } from '@portal/contracts';
import { useCallback } from 'react';
import { resizedMediaImageUrl } from '../../../features/media/utils/image-urls';
import { storesServiceUrl } from '../../../features/stores/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** Reward images are fetched at this size (twice a card's), fitted by the media service. */
const IMAGE_SIZE = { width: 640, height: 360 } as const;

/** What every store page needs: the service, the language, whether the person runs the store, image URLs. */
export function useStores() {
  const configuration = useTenantConfiguration();
  const { user, permissions } = useSignedInSession();
  const imageUrlOf = useCallback(
    (mediaId: string | null) => (mediaId ? resizedMediaImageUrl(configuration, mediaId, IMAGE_SIZE) : null),
    [configuration],
  );
  return {
    serviceUrl: storesServiceUrl(configuration),
    locale: usePageLocale(),
    userCode: user.userCode,
    canManage: permissions.has(StorePermissions.admin),
    imageUrlOf,
  };
}
