import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUploadRow } from './use-file-uploads';

type TUploadProgressListProps = {
  rows: readonly TUploadRow[];
  onCancel: (id: string) => void;
};

/** One progress bar per file on its way, or the reason it was refused. */
export function UploadProgressList({ rows, onCancel }: TUploadProgressListProps) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" aria-live="polite">
      {rows.map((row) =>
        row.status === 'failed' ? (
          <Alert
            key={row.id}
            color="red"
            withCloseButton
            closeButtonLabel={t('media.upload.dismiss')}
            onClose={() => onCancel(row.id)}
          >
            <Text size="sm" fw={600}>
              {row.fileName}
            </Text>
            <Text size="sm">{row.error}</Text>
          </Alert>
        ) : (
          <Stack key={row.id} gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {t('media.upload.progress', { name: row.fileName, percent: row.percent })}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => onCancel(row.id)}>
                {t('media.upload.cancel')}
              </Button>
            </Group>
            <Progress value={row.percent} aria-label={t('media.upload.progressLabel', { name: row.fileName })} />
          </Stack>
        ),
      )}
    </Stack>
  );
}
