import { useMemo } from 'react';
import type { TQuestionImages } from '../../../features/assessment-admin/components/question-image-field';
import { uploadMedia } from '../../../features/media/api/upload-media';
import { resizedMediaImageUrl } from '../../../features/media/utils/image-urls';
import { getApiAccessToken, joinUrl } from '../../../lib/api-client';
import { useTenantConfiguration } from '../../tenant-context';

/** A question's image goes to the media service (as the resource admin's do) and is shown resized from it. */
export function useQuestionImages(): TQuestionImages {
  const configuration = useTenantConfiguration();
  return useMemo(() => {
    const mediaServiceUrl = configuration.coreService;
    return {
      upload: async (file) => {
        const accessToken = await getApiAccessToken(joinUrl(mediaServiceUrl, '/api/media'));
        return (await uploadMedia({ mediaServiceUrl, file, accessToken })).mediaId;
      },
      urlOf: (mediaId) => resizedMediaImageUrl(configuration, mediaId, { width: 640 }),
    };
  }, [configuration]);
}
