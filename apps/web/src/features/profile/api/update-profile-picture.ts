import { ZUpdateProfilePictureResponseSchema } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/**
 * `PUT /api/userprofile/updateprofilepicture`: makes an uploaded image the user's picture, or
 * removes the picture (null). Answers the stored media id.
 */
export async function updateProfilePicture(
  authServiceUrl: string,
  userCode: string,
  mediaId: string | null,
): Promise<string | null> {
  const answer = await apiRequest(
    joinUrl(authServiceUrl, '/api/userprofile/updateprofilepicture'),
    ZUpdateProfilePictureResponseSchema,
    { method: 'PUT', body: { mediaId, userCode } },
  );
  return answer.returnValue;
}
