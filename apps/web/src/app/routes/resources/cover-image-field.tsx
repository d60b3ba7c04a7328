import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { FileChooser } from '../../../features/resources/components/file-chooser';
import { UploadProgressList } from '../../../features/resources/components/upload-progress-list';
import { useFileUploads } from '../../../features/resources/components/use-file-uploads';
import { acceptOf } from '../../../lib/media-files';

const IMAGE_KINDS = ['image'] as const;

/** What the field says, in the words of the thing it is the cover of. */
export type TCoverImageTexts = {
  label: string;
  preview: string;
  none: string;
  upload: string;
  replace: string;
  remove: string;
};

type TCoverImageFieldProps = {
  /** Names the field's group for assistive technology (unique on the page). */
  id: string;
  mediaId: string | null;
  /** Where the chosen image is shown from; null when there is none. */
  url: string | null;
  error?: string | null;
  onChange: (mediaId: string | null) => void;
  texts: TCoverImageTexts;
};

/**
 * A cover image chosen through the media service: the resource admin's upload (progress, refusals),
 * a preview, replace and remove. Composed here, in the routes, because features do not import each
 * other; the news and event editors use it. Needs the ResourceMediaProvider above it.
 */
export function CoverImageField({ id, mediaId, url, error, onChange, texts }: TCoverImageFieldProps) {
  const uploads = useFileUploads({ kinds: IMAGE_KINDS, onUploaded: (file) => onChange(file.mediaId) });
  const labelId = `${id}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {texts.label}
      </Text>
      <Group align="flex-end" gap="md">
        {url ? (
          <Image src={url} alt={texts.preview} w={192} h={108} fit="cover" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
        <Stack gap="xs">
          <FileChooser
            accept={acceptOf(IMAGE_KINDS)}
            label={mediaId ? texts.replace : texts.upload}
            onFiles={(files) => uploads.start(files.slice(0, 1))}
            disabled={uploads.isUploading}
          />
          {mediaId ? (
            <Button variant="outline" color="red.9" size="compact-sm" onClick={() => onChange(null)}>
              {texts.remove}
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
