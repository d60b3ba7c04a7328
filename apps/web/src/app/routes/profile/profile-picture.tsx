import { deleteMedia } from '../../../features/media/api/delete-media';
import { uploadMedia } from '../../../features/media/api/upload-media';
import {
  PROFILE_PICTURE_SIZE,
  ProfilePictureSection,
} from '../../../features/profile/components/profile-picture-section';
import { getApiAccessToken } from '../../../lib/api-client';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { useProfilePictureUrl } from '../../use-profile-picture-url';
import { useStoreSessionUser } from './use-store-session-user';

/** The profile's picture section, given the media service (features do not import each other). */
export function ProfilePicture() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const pictureUrl = useProfilePictureUrl(user.pictureMediaId, PROFILE_PICTURE_SIZE);
  const storeSessionUser = useStoreSessionUser();
  // The media service sits beside the core service (spec section 7 "Media service", base /api/media).
  const mediaServiceUrl = configuration.coreService;
  const uploadImage = async (file: File) => {
    const media = await uploadMedia({ mediaServiceUrl, file, accessToken: await getApiAccessToken(mediaServiceUrl) });
    return media.mediaId;
  };
  return (
    <ProfilePictureSection
      authServiceUrl={configuration.authService.serviceUrl}
      user={user}
      pictureUrl={pictureUrl}
      uploadImage={uploadImage}
      discardImage={(mediaId) => deleteMedia(mediaServiceUrl, mediaId)}
      onSaved={storeSessionUser}
    />
  );
}
