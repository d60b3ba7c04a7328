import { useTranslation } from 'react-i18next';
import type { TCoverFieldProps } from '../../../features/events/components/event-form';
import { CoverImageField } from '../resources/cover-image-field';

type TEventCoverFieldProps = TCoverFieldProps & { coverUrlOf: (mediaId: string) => string };

/** The event's cover, uploaded through the media service. Needs the ResourceMediaProvider above it. */
export function EventCoverField({ mediaId, error, onChange, coverUrlOf }: TEventCoverFieldProps) {
  const { t } = useTranslation();
  return (
    <CoverImageField
      id="event-cover"
      mediaId={mediaId}
      url={mediaId ? coverUrlOf(mediaId) : null}
      error={error}
      onChange={onChange}
      texts={{
        label: t('eventsAdmin.form.cover'),
        preview: t('eventsAdmin.form.coverPreview'),
        none: t('eventsAdmin.form.noCover'),
        upload: t('eventsAdmin.form.uploadCover'),
        replace: t('eventsAdmin.form.replaceCover'),
        remove: t('eventsAdmin.form.removeCover'),
      }}
    />
  );
}
