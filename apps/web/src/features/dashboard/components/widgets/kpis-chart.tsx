import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import type { TLocaleCode } from '@portal/contracts';
import { formatNumber } from '../../../../lib/format-number';
import { countAxis } from '../../utils/count-axis';

type TKpisChartProps = {
  weeks: { week: string; count: number }[];
  locale: TLocaleCode;
  seriesLabel: string;
  height: number;
};

/** The KPI widget's completions per week (decorative: the widget's table says the same). */
export function KpisChart({ weeks, locale, seriesLabel, height }: TKpisChartProps) {
  const axis = countAxis(
    weeks.map((week) => week.count),
    locale,
  );
  return (
    <BarChart
      h={height}
      data={weeks}
      dataKey="week"
      series={[{ name: 'count', label: seriesLabel, color: 'var(--mantine-primary-color-filled)' }]}
      valueFormatter={(value) => formatNumber(value, locale)}
      barChartProps={{ accessibilityLayer: false }}
      // Even whole-number ticks in the page's format; every week named, none skipped at random.
      yAxisProps={{
        allowDecimals: false,
        ticks: axis.ticks,
        domain: axis.domain,
        interval: 0,
        width: axis.width,
        tickFormatter: axis.tickFormatter,
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      tickLine="none"
    />
  );
}
