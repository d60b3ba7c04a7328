import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import type { TEvidenceSource } from '@portal/contracts';
import type { THistoryRow } from '../utils/history-rows';

type TSkillHistoryChartProps = {
  rows: THistoryRow[];
  series: { name: TEvidenceSource; label: string }[];
  levelCount: number;
  levelNameOf: (level: number) => string;
};

const SOURCE_COLORS: Record<TEvidenceSource, string> = {
  SELF: 'blue.7',
  MANAGER: 'grape.7',
  TEST: 'teal.8',
  PATH: 'orange.8',
};

/**
 * The chart of a competency's history, one line per source. Loaded on its own (the charting
 * library is large) and hidden from assistive technology: the table beside it says the same.
 */
export function SkillHistoryChart({ rows, series, levelCount, levelNameOf }: TSkillHistoryChartProps) {
  return (
    <div aria-hidden="true">
      <LineChart
        h={260}
        data={rows}
        dataKey="date"
        series={series.map((entry) => ({ ...entry, color: SOURCE_COLORS[entry.name] }))}
        connectNulls
        withLegend
        curveType="linear"
        valueFormatter={levelNameOf}
        // Keyboard focus would land in a chart hidden from screen readers: the table is the accessible view.
        lineChartProps={{ accessibilityLayer: false }}
        yAxisProps={{
          domain: [1, levelCount],
          allowDecimals: false,
          tickCount: levelCount,
          width: 110,
          tickFormatter: (value: number) => levelNameOf(value),
        }}
      />
    </div>
  );
}
