import { Group, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TCompetencyWidgetProps = { data: TDashboardDataOf<'COMPETENCY'> };

/** My largest skill gaps against my job role's targets (drawn only while skills are on for me). */
export function CompetencyWidget({ data }: TCompetencyWidgetProps) {
  const { t } = useTranslation();
  if (data.gaps.length === 0) {
    return (
      <WidgetEmpty
        title={t('dashboard.competency.empty.title')}
        text={t('dashboard.competency.empty.text')}
        to="/skill"
        actionLabel={t('dashboard.competency.empty.action')}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.gaps.map((gap) => (
          <li key={gap.competencyId}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {gap.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.competency.levels', {
                    current: gap.currentLevel ?? 0,
                    target: gap.targetLevel,
                    count: data.levelCount,
                  })}
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {t('dashboard.competency.gap', { count: gap.gap })}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
      <WidgetLink to="/skill">{t('dashboard.competency.link')}</WidgetLink>
    </Stack>
  );
}
