import { Alert, Stack, Text } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/ui/status-loader';
import { useResourceUsage } from '../api/admin-paths';

type TResourceUsageWarningProps = { serviceUrl: string; resourceId: number; locale: TLocaleCode };

/**
 * The resource admin's warning before a resource is unpublished or deleted: the paths and modules
 * that use it (the two admin searches). Nothing when it is used nowhere or cannot be checked.
 */
export function ResourceUsageWarning({ serviceUrl, resourceId, locale }: TResourceUsageWarningProps) {
  const { t } = useTranslation();
  const usage = useResourceUsage(serviceUrl, [resourceId], locale);
  if (usage.isPending) {
    return <StatusLoader label={t('learningPathsAdmin.usage.loading')} />;
  }
  const entry = usage.data?.[0];
  if (!entry || (entry.paths.length === 0 && entry.modules.length === 0)) {
    return null;
  }
  return (
    <Alert color="yellow" mt="md" title={t('learningPathsAdmin.usage.title')} data-testid="resource-usage-warning">
      <Stack gap={4}>
        {entry.paths.length > 0 ? (
          <Text size="sm">
            {t('learningPathsAdmin.usage.paths', { names: entry.paths.map((path) => path.title).join(', ') })}
          </Text>
        ) : null}
        {entry.modules.length > 0 ? (
          <Text size="sm">
            {t('learningPathsAdmin.usage.modules', {
              names: entry.modules.map((module) => `${module.title} (${module.pathTitle})`).join(', '),
            })}
          </Text>
        ) : null}
        <Text size="sm">{t('learningPathsAdmin.usage.hint')}</Text>
      </Stack>
    </Alert>
  );
}
