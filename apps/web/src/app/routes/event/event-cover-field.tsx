import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCoverFieldProps } from '../../../features/events/components/event-form';
import { FileChooser } from '../../../features/resources/components/file-chooser';
import { UploadProgressList } from '../../../features/resources/components/upload-progress-list';
import { useFileUploads } from '../../../features/resources/components/use-file-uploads';
import { acceptOf } from '../../../lib/media-files';

const IMAGE_KINDS = ['image'] as const;

type TEventCoverFieldProps = TCoverFieldProps & { coverUrlOf: (mediaId: string) => string };

/**
 * The event's cover: the resource admin's upload through the media service (progress, refusals),
 * composed here as the news editor does, since features do not import each other. Needs the
 * ResourceMediaProvider above it.
 */
export function EventCoverField({ mediaId, error, onChange, coverUrlOf }: TEventCoverFieldProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads({ kinds: IMAGE_KINDS, onUploaded: (file) => onChange(file.mediaId) });
  return (
    <Stack gap="xs" role="group" aria-labelledby="event-cover-label">
      <Text size="sm" fw={500} id="event-cover-label">
        {t('eventsAdmin.form.cover')}
      </Text>
      <Group align="flex-end" gap="md">
        {mediaId ? (
          <Image
            src={coverUrlOf(mediaId)}
            alt={t('eventsAdmin.form.coverPreview')}
            w={192}
            h={108}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('eventsAdmin.form.noCover')}
          </Text>
        )}
        <Stack gap="xs">
          <FileChooser
            accept={acceptOf(IMAGE_KINDS)}
            label={mediaId ? t('eventsAdmin.form.replaceCover') : t('eventsAdmin.form.uploadCover')}
            onFiles={(files) => uploads.start(files.slice(0, 1))}
            disabled={uploads.isUploading}
          />
          {mediaId ? (
            <Button variant="outline" color="red.9" size="compact-sm" onClick={() => onChange(null)}>
              {t('eventsAdmin.form.removeCover')}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} />
      {error ? (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
