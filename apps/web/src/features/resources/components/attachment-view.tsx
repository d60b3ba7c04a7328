import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { TAssetAttachment } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { usePlaybackUrl } from '../api/get-playback-url';
import { formatFileSize } from '../utils/format';
import { usePageLocale } from '../../../lib/page-locale';
import { useResourceMedia } from '../utils/resource-media';
import { LoadingState, ErrorState } from './query-state';

export type TAttachmentPresentation = 'video' | 'audio' | 'pdf' | 'image' | 'download';

/** How an attachment shows in the page, from its content type. */
export function presentationOf(contentType: string): TAttachmentPresentation {
  if (contentType.startsWith('video/')) {
    return 'video';
  }
  if (contentType.startsWith('audio/')) {
    return 'audio';
  }
  if (contentType.startsWith('image/')) {
    return 'image';
  }
  return contentType === 'application/pdf' ? 'pdf' : 'download';
}

function DownloadButton({ attachment, onDownload }: { attachment: TAssetAttachment; onDownload: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const media = useResourceMedia();
  const locale = usePageLocale();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = () => {
    setIsDownloading(true);
    onDownload();
    media
      .downloadFile(attachment)
      .catch(() => showToast({ kind: 'error', message: t('resources.viewer.downloadFailed') }))
      .finally(() => setIsDownloading(false));
  };
  return (
    <Group gap="sm">
      <Button variant="default" size="sm" loading={isDownloading} onClick={download}>
        {t('resources.viewer.download', { name: attachment.fileName })}
      </Button>
      <Text size="sm" c="dimmed">
        {formatFileSize(attachment.sizeInBytes, locale)}
      </Text>
    </Group>
  );
}

type TAttachmentViewProps = {
  attachment: TAssetAttachment;
  /** The asset's title, naming players and frames for screen readers. */
  title: string;
  onDownload: () => void;
};

/** One file of an opened asset: a player, a PDF preview, an image, or a download. */
export function AttachmentView({ attachment, title, onDownload }: TAttachmentViewProps) {
  const { t } = useTranslation();
  const media = useResourceMedia();
  const presentation = presentationOf(attachment.contentType);
  const needsLink = presentation === 'video' || presentation === 'audio' || presentation === 'pdf';
  const link = usePlaybackUrl(attachment.mediaId, needsLink);

  if (presentation === 'image') {
    return (
      <Stack gap="xs">
        <Image src={media.imageUrl(attachment.mediaId)} alt={title} maw="100%" fit="contain" mah={600} />
        <DownloadButton attachment={attachment} onDownload={onDownload} />
      </Stack>
    );
  }
  if (presentation === 'download') {
    return <DownloadButton attachment={attachment} onDownload={onDownload} />;
  }
  if (link.isPending) {
    return <LoadingState />;
  }
  if (link.isError) {
    return <ErrorState onRetry={() => void link.refetch()} />;
  }
  return (
    <Stack gap="xs">
      {presentation === 'video' ? (
        <video controls preload="metadata" src={link.data} aria-label={title} style={{ width: '100%', maxHeight: 540 }}>
          <track kind="captions" />
        </video>
      ) : presentation === 'audio' ? (
        <audio controls preload="metadata" src={link.data} aria-label={title} style={{ width: '100%' }} />
      ) : (
        <Box
          component="iframe"
          src={link.data}
          title={t('resources.viewer.pdfFrame', { name: attachment.fileName })}
          w="100%"
          h={640}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
      <DownloadButton attachment={attachment} onDownload={onDownload} />
    </Stack>
  );
}
