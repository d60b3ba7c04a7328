import { Table, VisuallyHidden } from '@mantine/core';
import type { TReportChart, TReportColumn } from '@portal/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import type { TMessageKey } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { formatReportCell } from '../utils/format-cell';
import { ScrollableTable } from './scrollable-table';

const ReportBarChart = lazyWhenOnline(async () => ({ default: (await import('./report-bar-chart')).ReportBarChart }));

const CHART_HEIGHT = 280;

type TReportChartProps = {
  chart: TReportChart;
  columns: TReportColumn[];
  title: string;
  locale: string;
};

/** Heat of a value among the chart's: 0 (smallest) to 1 (largest), for the cell's colour. */
function heatOf(value: number, min: number, max: number): number {
  return max === min ? 0.5 : (value - min) / (max - min);
}

/** The chart above a report's table: bars, or a heatmap table whose coloured cells also show their number. */
export function ReportChartView({ chart, columns, title, locale }: TReportChartProps) {
  const { t } = useTranslation();
  const columnOf = (key: string) => columns.find((column) => column.key === key);
  const labelOf = (key: string) => {
    const column = columnOf(key);
    return column ? t(column.labelKey as TMessageKey) : key;
  };
  const kindOf = (key: string) => columnOf(key)?.kind ?? 'decimal';
  const series = chart.seriesKeys.map((key) => ({ name: key, label: labelOf(key) }));
  const table = (isHeatmap: boolean) => {
    const values = chart.rows.flatMap((row) =>
      chart.seriesKeys.map((key) => row[key]).filter((value): value is number => typeof value === 'number'),
    );
    const min = Math.min(...values);
    const max = Math.max(...values);
    return (
      <Table withTableBorder withColumnBorders={isHeatmap}>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelOf(chart.categoryKey)}</Table.Th>
            {chart.seriesKeys.map((key) => (
              <Table.Th key={key} scope="col" ta="right">
                {labelOf(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={500}>
                {formatReportCell(row[chart.categoryKey], kindOf(chart.categoryKey), locale)}
              </Table.Th>
              {chart.seriesKeys.map((key) => {
                const value = row[key];
                // Up to 45% of the colour over the surface: dark text keeps AA contrast on every cell.
                const background =
                  isHeatmap && typeof value === 'number'
                    ? `color-mix(in srgb, var(--mantine-color-red-5) ${Math.round(5 + heatOf(value, min, max) * 40)}%, var(--mantine-color-body))`
                    : undefined;
                return (
                  <Table.Td key={key} ta="right" style={background ? { background } : undefined}>
                    {formatReportCell(value, kindOf(key), locale)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  };
  if (chart.rows.length === 0) {
    return null;
  }
  if (chart.kind === 'heatmap') {
    return (
      <ScrollableTable label={title} minWidth={480}>
        {table(true)}
      </ScrollableTable>
    );
  }
  const firstKind = kindOf(chart.seriesKeys[0] ?? '');
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<BlockSkeleton label={t('reports.chart.loading')} height={CHART_HEIGHT} />}>
        <ReportBarChart
          rows={chart.rows}
          categoryKey={chart.categoryKey}
          series={series}
          valueFormatter={(value) => formatReportCell(value, firstKind, locale)}
        />
      </Suspense>
      <VisuallyHidden>{table(false)}</VisuallyHidden>
    </figure>
  );
}
