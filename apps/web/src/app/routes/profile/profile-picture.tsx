import { useQueryClient } from '@tanstack/react-query';
import { storeCurrentUser } from '../../../features/auth/utils/auth-storage';
import { deleteMedia } from '../../../features/media/api/delete-media';
import { uploadMedia } from '../../../features/media/api/upload-media';
import { ProfilePictureSection } from '../../../features/profile/components/profile-picture-section';
import { getApiAccessToken } from '../../../lib/api-client';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { useProfilePictureUrl } from '../../use-profile-picture-url';

/** The profile's picture section, given the media service (features do not import each other). */
export function ProfilePicture() {
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const pictureUrl = useProfilePictureUrl(user.pictureMediaId, 96);
  const authServiceUrl = configuration.authService.serviceUrl;
  // The media service sits beside the core service (spec section 7 "Media service", base /api/media).
  const mediaServiceUrl = configuration.coreService;
  const uploadImage = async (file: File) => {
    const media = await uploadMedia({ mediaServiceUrl, file, accessToken: await getApiAccessToken(mediaServiceUrl) });
    return media.mediaId;
  };
  return (
    <ProfilePictureSection
      authServiceUrl={authServiceUrl}
      user={user}
      pictureUrl={pictureUrl}
      uploadImage={uploadImage}
      discardImage={(mediaId) => deleteMedia(mediaServiceUrl, mediaId)}
      // The header's user menu shows the picture of the signed-in session: it follows at once.
      onSaved={(saved) => storeCurrentUser(queryClient, authServiceUrl, saved)}
    />
  );
}
