import { useTranslation } from 'react-i18next';
import type { TCoverFieldProps } from '../../../features/news/components/article-form';
import { CoverImageField } from '../resources/cover-image-field';

type TCoverFieldWithUrlProps = TCoverFieldProps & { coverUrl: (mediaId: string | null) => string | null };

/** The article's cover, uploaded through the media service. Needs the ResourceMediaProvider above it. */
export function CoverField({ mediaId, error, onChange, coverUrl }: TCoverFieldWithUrlProps) {
  const { t } = useTranslation();
  return (
    <CoverImageField
      id="news-cover"
      mediaId={mediaId}
      url={coverUrl(mediaId)}
      error={error}
      onChange={onChange}
      texts={{
        label: t('newsAdmin.form.cover'),
        preview: t('newsAdmin.form.coverPreview'),
        none: t('newsAdmin.form.noCover'),
        upload: t('newsAdmin.form.uploadCover'),
        replace: t('newsAdmin.form.replaceCover'),
        remove: t('newsAdmin.form.removeCover'),
      }}
    />
  );
}
