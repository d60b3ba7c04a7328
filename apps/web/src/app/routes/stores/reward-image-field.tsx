import { useTranslation } from 'react-i18next';
import type { TImageFieldProps } from '../../../features/stores/components/reward-form';
import { CoverImageField } from '../resources/cover-image-field';

type TRewardImageFieldProps = TImageFieldProps & { imageUrlOf: (mediaId: string | null) => string | null };

/** The reward's image, uploaded through the media service. Needs the ResourceMediaProvider above it. */
export function RewardImageField({ mediaId, error, onChange, imageUrlOf }: TRewardImageFieldProps) {
  const { t } = useTranslation();
  return (
    <CoverImageField
      id="reward-image"
      mediaId={mediaId}
      url={imageUrlOf(mediaId)}
      error={error}
      onChange={onChange}
      texts={{
        label: t('stores.admin.form.image'),
        preview: t('stores.admin.form.imagePreview'),
        none: t('stores.admin.form.noImage'),
        upload: t('stores.admin.form.uploadImage'),
        replace: t('stores.admin.form.replaceImage'),
        remove: t('stores.admin.form.removeImage'),
      }}
    />
  );
}
