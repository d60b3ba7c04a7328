import { Group, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../../components/ui/progress-ring';
import { formatNumber } from '../../../../lib/format-number';
import { formatHours, formatPercent } from '../../utils/format-widget';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TProgressWidgetProps = { data: TDashboardDataOf<'PROGRESS'>; locale: TLocaleCode };

/** My core path as a ring (required items done) and my learning time. */
export function ProgressWidget({ data, locale }: TProgressWidgetProps) {
  const { t } = useTranslation();
  const { corePath } = data;
  const hours = (
    <Text size="sm" c="dimmed">
      {t('dashboard.progress.hours', {
        total: formatHours(data.minutesTotal, locale),
        month: formatHours(data.minutesThisMonth, locale),
      })}
    </Text>
  );
  if (!corePath) {
    return (
      <Stack gap="sm">
        <WidgetEmpty
          title={t('dashboard.progress.empty.title')}
          text={t('dashboard.progress.empty.text')}
          to="/learning-path"
          actionLabel={t('dashboard.progress.empty.action')}
        />
        {hours}
      </Stack>
    );
  }
  const percent = formatPercent(corePath.percent, locale);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap">
        <ProgressRing
          size={120}
          thickness={12}
          percent={corePath.percent}
          color="var(--mantine-primary-color-filled)"
          label={
            <Text ta="center" fw={700} size="lg">
              {percent}
            </Text>
          }
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <WidgetLink to="/learning-path">{corePath.title}</WidgetLink>
          <Text size="sm">
            {t('dashboard.progress.items', {
              completed: formatNumber(corePath.completedCount, locale),
              required: formatNumber(corePath.requiredCount, locale),
              percent,
            })}
          </Text>
        </Stack>
      </Group>
      {hours}
    </Stack>
  );
}
