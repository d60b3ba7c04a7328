import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCoverFieldProps } from '../../../features/news/components/article-form';
import { FileChooser } from '../../../features/resources/components/file-chooser';
import { UploadProgressList } from '../../../features/resources/components/upload-progress-list';
import { useFileUploads } from '../../../features/resources/components/use-file-uploads';
import { acceptOf } from '../../../lib/media-files';

const IMAGE_KINDS = ['image'] as const;

type TCoverFieldWithUrlProps = TCoverFieldProps & { coverUrl: (mediaId: string | null) => string | null };

/**
 * The article's cover: the resource admin's upload (media service, progress, refusals) composed
 * here, since features do not import each other. Needs the ResourceMediaProvider above it.
 */
export function CoverField({ mediaId, error, onChange, coverUrl }: TCoverFieldWithUrlProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads({ kinds: IMAGE_KINDS, onUploaded: (file) => onChange(file.mediaId) });
  const url = coverUrl(mediaId);
  return (
    <Stack gap="xs" role="group" aria-labelledby="news-cover-label">
      <Text size="sm" fw={500} id="news-cover-label">
        {t('newsAdmin.form.cover')}
      </Text>
      <Group align="flex-end" gap="md">
        {url ? (
          <Image src={url} alt={t('newsAdmin.form.coverPreview')} w={192} h={108} fit="cover" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('newsAdmin.form.noCover')}
          </Text>
        )}
        <Stack gap="xs">
          <FileChooser
            accept={acceptOf(IMAGE_KINDS)}
            label={mediaId ? t('newsAdmin.form.replaceCover') : t('newsAdmin.form.uploadCover')}
            onFiles={(files) => uploads.start(files.slice(0, 1))}
            disabled={uploads.isUploading}
          />
          {mediaId ? (
            <Button variant="outline" color="red.9" size="compact-sm" onClick={() => onChange(null)}>
              {t('newsAdmin.form.removeCover')}
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
