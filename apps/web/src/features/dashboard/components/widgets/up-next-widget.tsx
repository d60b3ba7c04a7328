import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../../lib/format-date';
import { formatNumber } from '../../../../lib/format-number';
import { WidgetEmpty, WidgetLink } from './widget-parts';

type TUpNextWidgetProps = { data: TDashboardDataOf<'UP_NEXT'>; locale: TLocaleCode };

/** The next items across my paths and assessments, overdue first, with their due dates. */
export function UpNextWidget({ data, locale }: TUpNextWidgetProps) {
  const { t } = useTranslation();
  if (data.items.length === 0) {
    return (
      <WidgetEmpty
        title={t('dashboard.upNext.empty.title')}
        text={t('dashboard.upNext.empty.text')}
        to="/resources"
        actionLabel={t('dashboard.upNext.empty.action')}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((item) => (
          <li key={`${item.kind}-${item.href}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <WidgetLink to={item.href}>{item.title}</WidgetLink>
                <Text size="xs" c="dimmed">
                  {item.path ? item.path.title : t('dashboard.upNext.assessment')}
                </Text>
              </Stack>
              {item.dueAt ? (
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  {/* Overdue said in words, not only in colour. */}
                  {item.isOverdue ? (
                    <Badge color="red.9" variant="filled">
                      {t('dashboard.upNext.overdue')}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {t('dashboard.upNext.due')}{' '}
                    <time dateTime={item.dueAt}>{formatMediumDate(item.dueAt, locale)}</time>
                  </Text>
                </Stack>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
      {data.totalCount > data.items.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.upNext.more', {
            count: data.totalCount - data.items.length,
            formatted: formatNumber(data.totalCount - data.items.length, locale),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
