import '@mantine/core/styles/Progress.layer.css';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format-number';
import { formatPercent } from '../../utils/format-widget';
import { CERTIFICATION_STATUS_KEYS } from '../../utils/widget-catalogue';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TCertificationWidgetProps = { data: TDashboardDataOf<'CERTIFICATION'>; locale: TLocaleCode };

/** Where I stand on my core path's certification. */
export function CertificationWidget({ data, locale }: TCertificationWidgetProps) {
  const { t } = useTranslation();
  if (!data.corePath) {
    return (
      <WidgetEmpty
        title={t('dashboard.certification.empty.title')}
        text={t('dashboard.certification.empty.text')}
        to="/learning-path"
        actionLabel={t('dashboard.certification.empty.action')}
      />
    );
  }
  const isCertified = data.status === 'certified';
  const score = data.score ?? 0;
  return (
    <Stack gap="sm" align="flex-start">
      <Badge size="lg" variant={isCertified ? 'filled' : 'light'} color={isCertified ? 'teal.9' : undefined}>
        {t(CERTIFICATION_STATUS_KEYS[data.status])}
      </Badge>
      <WidgetLink to="/learning-path">{data.corePath.title}</WidgetLink>
      <Progress w="100%" value={score} size="lg" aria-label={t('dashboard.certification.progressLabel')} />
      <Text size="sm">
        {t('dashboard.certification.progress', {
          completed: formatNumber(data.completedCount, locale),
          required: formatNumber(data.requiredCount, locale),
          percent: formatPercent(score, locale),
        })}
      </Text>
    </Stack>
  );
}
