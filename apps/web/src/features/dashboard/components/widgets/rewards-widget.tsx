import { Group, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../../lib/i18n';
import { formatMediumDate } from '../../../../lib/format-date';
import { formatNumber } from '../../../../lib/format-number';
import { WidgetEmpty } from './widget-parts';

type TRewardsWidgetProps = { data: TDashboardDataOf<'REWARDS'>; locale: TLocaleCode };

const VERB_KEYS: Record<TDashboardDataOf<'REWARDS'>['recent'][number]['verb'], TMessageKey> = {
  completed: 'dashboard.rewards.verb.completed',
  passed: 'dashboard.rewards.verb.passed',
  attended: 'dashboard.rewards.verb.attended',
  rated: 'dashboard.rewards.verb.rated',
};

/** The points my learning record earned me, and what earned the latest. */
export function RewardsWidget({ data, locale }: TRewardsWidgetProps) {
  const { t } = useTranslation();
  if (data.points === 0) {
    return (
      <WidgetEmpty
        title={t('dashboard.rewards.empty.title')}
        text={t('dashboard.rewards.empty.text')}
        to="/learning-path"
        actionLabel={t('dashboard.rewards.empty.action')}
      />
    );
  }
  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} fz={28} lh={1.2}>
          {t('dashboard.rewards.points', { count: data.points, formatted: formatNumber(data.points, locale) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('dashboard.rewards.thisMonth', { formatted: formatNumber(data.pointsThisMonth, locale) })}
        </Text>
      </div>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.recent.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {t(VERB_KEYS[entry.verb], { title: entry.title })}
                <Text span size="xs" c="dimmed" display="block">
                  <time dateTime={entry.at}>{formatMediumDate(entry.at, locale)}</time>
                </Text>
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {t('dashboard.rewards.earned', { formatted: formatNumber(entry.points, locale) })}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
