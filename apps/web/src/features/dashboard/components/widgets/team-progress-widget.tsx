import '@mantine/core/styles/Progress.layer.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format-number';
import { formatPercent } from '../../utils/format-widget';
import { CERTIFICATION_STATUS_KEYS } from '../../utils/widget-catalogue';
import { WidgetEmpty } from './widget-parts';

type TTeamProgressWidgetProps = { data: TDashboardDataOf<'TEAM_PROGRESS'>; locale: TLocaleCode };

/** My team's core-path progress, the least progressed first (a manager's widget). */
export function TeamProgressWidget({ data, locale }: TTeamProgressWidgetProps) {
  const { t } = useTranslation();
  if (data.reporteeCount === 0) {
    return (
      <WidgetEmpty
        title={t('dashboard.teamProgress.empty.title')}
        text={t('dashboard.teamProgress.empty.text')}
        to="/learning-path"
        actionLabel={t('dashboard.progress.empty.action')}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('dashboard.teamProgress.summary', {
          count: data.reporteeCount,
          people: formatNumber(data.reporteeCount, locale),
          certified: formatNumber(data.certifiedCount, locale),
          average: data.averagePercent === null ? '—' : formatPercent(data.averagePercent, locale),
        })}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.members.map((member) => (
          <li key={member.userCode}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {member.displayName}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {member.percent === null
                  ? t(CERTIFICATION_STATUS_KEYS[member.status])
                  : t('dashboard.teamProgress.member', {
                      percent: formatPercent(member.percent, locale),
                      status: t(CERTIFICATION_STATUS_KEYS[member.status]),
                    })}
              </Text>
            </Group>
            {member.percent === null ? null : (
              <Progress
                value={member.percent}
                size="sm"
                mt={4}
                aria-label={t('dashboard.teamProgress.progressLabel', { name: member.displayName })}
              />
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
