import { Group, Stack, Text } from '@mantine/core';
import type { TPathProgress } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../components/ui/progress-ring';

/** The path's progress as a ring (for the eye) and in words (for everyone). */
export function PathProgressRing({ progress, size = 120 }: { progress: TPathProgress; size?: number }) {
  const { t } = useTranslation();
  const hasRequired = progress.requiredItems > 0;
  return (
    <Group gap="md" wrap="nowrap" data-testid="path-progress">
      <ProgressRing
        size={size}
        thickness={size / 10}
        percent={progress.percent}
        color={progress.percent === 100 ? 'var(--mantine-color-teal-filled)' : 'var(--mantine-color-blue-filled)'}
        label={
          <Text ta="center" fw={700} size="lg">
            {t('learningPaths.progress.percent', { percent: progress.percent })}
          </Text>
        }
      />
      <Stack gap={2}>
        <Text fw={600}>{t('learningPaths.progress.percentLong', { percent: progress.percent })}</Text>
        <Text size="sm" c="dimmed">
          {hasRequired
            ? t('learningPaths.progress.required', {
                done: progress.completedRequiredItems,
                total: progress.requiredItems,
              })
            : t('learningPaths.progress.items', { done: progress.completedItems, total: progress.totalItems })}
        </Text>
      </Stack>
    </Group>
  );
}
