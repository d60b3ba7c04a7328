import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';

const SERIES_COLORS = ['brand.6', 'teal.8', 'orange.8', 'grape.7', 'blue.7'];

type TReportBarChartProps = {
  rows: Record<string, string | number | null>[];
  categoryKey: string;
  series: { name: string; label: string }[];
  valueFormatter: (value: number) => string;
};

/**
 * The bars of a report, loaded on their own (the charting library is large) and hidden from
 * assistive technology: the table beside it says the same.
 */
export function ReportBarChart({ rows, categoryKey, series, valueFormatter }: TReportBarChartProps) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={280}
        data={rows}
        dataKey={categoryKey}
        series={series.map((entry, index) => ({
          ...entry,
          color: SERIES_COLORS[index % SERIES_COLORS.length] ?? 'brand.6',
        }))}
        withLegend={series.length > 1}
        valueFormatter={valueFormatter}
        // Keyboard focus would land in a chart hidden from screen readers: the table is the accessible view.
        barChartProps={{ accessibilityLayer: false }}
        xAxisProps={{
          interval: 0,
          tickFormatter: (value: string) => (value.length > 14 ? `${value.slice(0, 13)}…` : value),
        }}
      />
    </div>
  );
}
