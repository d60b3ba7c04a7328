import '@mantine/core/styles/Table.layer.css';
import { Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TDashboardDataOf, TLocaleCode } from '@portal/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '../../../../components/ui/render-when-near';
import { formatNumber } from '../../../../lib/format-number';
import { lazyWhenOnline } from '../../../../lib/import-when-online';
import { dateTimeFormat } from '../../../../lib/intl-format';
import { formatHours } from '../../utils/format-widget';

const CHART_HEIGHT = 140;

// The chart library (recharts) loads when the chart nears the screen, not with the dashboard.
const KpisChart = lazyWhenOnline(async () => ({ default: (await import('./kpis-chart')).KpisChart }));

type TKpisWidgetProps = { data: TDashboardDataOf<'KPIS'>; locale: TLocaleCode };

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function formatWeek(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** My numbers this month, and my completions of the last weeks as a chart with a table beside it for screen readers. */
export function KpisWidget({ data, locale }: TKpisWidgetProps) {
  const { t } = useTranslation();
  const weeks = data.weeklyCompletions.map((week) => ({ week: formatWeek(week.weekStart, locale), count: week.count }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Stat
          label={t('dashboard.kpis.completions')}
          value={formatNumber(data.completionsThisMonth, locale)}
          note={t('dashboard.kpis.lastMonth', {
            count: data.completionsLastMonth,
            formatted: formatNumber(data.completionsLastMonth, locale),
          })}
        />
        <Stat
          label={t('dashboard.kpis.streak')}
          value={t('dashboard.kpis.days', { count: data.streakDays, formatted: formatNumber(data.streakDays, locale) })}
        />
        <Stat label={t('dashboard.kpis.time')} value={formatHours(data.minutesThisMonth, locale)} />
      </SimpleGrid>
      {/* Hidden from assistive technology: the table below says the same. Loaded and built when scrolled near. */}
      <div aria-hidden="true">
        <RenderWhenNear height={CHART_HEIGHT}>
          <Suspense fallback={null}>
            <KpisChart
              weeks={weeks}
              locale={locale}
              seriesLabel={t('dashboard.kpis.weeklyLabel')}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </RenderWhenNear>
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('dashboard.kpis.weeklyCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.kpis.week')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.kpis.weeklyLabel')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week, index) => (
              <Table.Tr key={data.weeklyCompletions[index]?.weekStart ?? index}>
                <Table.Td>{week.week}</Table.Td>
                <Table.Td>{formatNumber(week.count, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
