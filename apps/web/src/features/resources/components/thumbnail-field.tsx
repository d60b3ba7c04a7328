import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { acceptOf } from '../../../lib/media-files';
import type { TUploadedFile } from '../utils/resource-media';
import { FileChooser } from './file-chooser';
import { ResourceThumbnail } from './resource-thumbnail';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

const IMAGE_KINDS = ['image'] as const;

type TThumbnailFieldProps = {
  mediaId: string | null;
  error: string | undefined;
  isRemoving: boolean;
  onUploaded: (file: TUploadedFile) => void;
  onRemove: () => void;
};

/** The resource's image: upload one (with progress), or remove it; the 121x121 preview shows the result. */
export function ThumbnailField({ mediaId, error, isRemoving, onUploaded, onRemove }: TThumbnailFieldProps) {
  const { t } = useTranslation();
  const uploads = useFileUploads({ kinds: IMAGE_KINDS, onUploaded });
  return (
    <Stack gap="xs" role="group" aria-labelledby="resource-thumbnail-label">
      <Text size="sm" fw={500} id="resource-thumbnail-label">
        {t('resources.form.thumbnail')}
      </Text>
      <Group align="flex-end" gap="md">
        <ResourceThumbnail mediaId={mediaId} assetTypeCode={undefined} />
        <Stack gap="xs">
          <FileChooser
            accept={acceptOf(IMAGE_KINDS)}
            label={mediaId ? t('resources.form.replaceThumbnail') : t('resources.form.uploadThumbnail')}
            onFiles={(files) => uploads.start(files.slice(0, 1))}
            disabled={uploads.isUploading}
          />
          {mediaId ? (
            <Button variant="outline" color="red.9" size="compact-sm" loading={isRemoving} onClick={onRemove}>
              {t('resources.form.removeThumbnail')}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} />
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
