import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How the page stores an image and shows one (the media service, composed by the route). */
export type TQuestionImages = {
  /** Stores the file and resolves with its media id. */
  upload: (file: File) => Promise<string>;
  /** The address of a stored image, sized for the editor and the preview. */
  urlOf: (mediaId: string) => string;
};

type TQuestionImageFieldProps = {
  images: TQuestionImages;
  mediaId: string | null;
  error: string | undefined;
  onChange: (mediaId: string | null) => void;
};

/** The question's optional image: chosen, uploaded to the media service at once, shown, removable. */
export function QuestionImageField({ images, mediaId, error, onChange }: TQuestionImageFieldProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const choose = (file: File | null) => {
    if (!file) {
      return;
    }
    setIsUploading(true);
    setUploadFailed(false);
    images
      .upload(file)
      .then(onChange, () => setUploadFailed(true))
      .finally(() => setIsUploading(false));
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('assessmentAdmin.question.image')}
          description={t('assessmentAdmin.question.imageHint')}
          accept="image/png,image/jpeg,image/gif,image/webp"
          value={null}
          onChange={choose}
          disabled={isUploading}
          error={uploadFailed ? t('assessmentAdmin.question.imageError') : error}
          style={{ flex: '1 1 16rem' }}
        />
        {mediaId ? (
          <Button variant="outline" color="red.9" onClick={() => onChange(null)}>
            {t('assessmentAdmin.question.removeImage')}
          </Button>
        ) : null}
      </Group>
      {isUploading ? (
        <Text size="sm" role="status">
          {t('assessmentAdmin.question.imageUploading')}
        </Text>
      ) : null}
      {mediaId ? (
        <Image src={images.urlOf(mediaId)} alt={t('assessmentAdmin.question.imageAlt')} maw={320} radius="sm" />
      ) : null}
    </Stack>
  );
}
