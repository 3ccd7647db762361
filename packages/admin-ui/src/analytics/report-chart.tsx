import { Chart, useChart } from '@chakra-ui/charts';
import type { AnalyticsReport, AnalyticsReportResult } from '@parley/api-contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketLabel } from './analytics-filters';
import { analyticsMessages as messages } from './analytics-messages';

type Measure = 'answers' | 'inputTokens' | 'outputTokens';

/** What each report draws: time reports as columns over time, the others as ranked bars. */
const chartSeries: Record<Exclude<AnalyticsReport, 'summary'>, Measure[]> = {
  hour: ['answers'],
  tokens: ['inputTokens', 'outputTokens'],
  system: ['answers'],
  brand: ['answers'],
  model: ['answers'],
  privacy: ['answers'],
  users: ['answers'],
};

const seriesColors: Record<Measure, string> = {
  answers: 'brand.solid',
  inputTokens: 'brand.solid',
  outputTokens: 'orange.solid',
};

export interface ReportChartProps {
  report: Exclude<AnalyticsReport, 'summary'>;
  result: AnalyticsReportResult;
}

/**
 * A report as a bar chart (recharts through Chakra's charts, in the theme's tokens). Loaded only
 * on the dashboard (`React.lazy` in `report-panel.tsx`), and hidden from assistive technology:
 * the report's table says the same to screen readers.
 */
export function ReportChart({ report, result }: ReportChartProps) {
  const overTime = result.bucket !== null;
  const chart = useChart({
    data: result.rows.map((row) => ({
      name: overTime ? bucketLabel(row.key, result.bucket) : row.label,
      answers: row.answers,
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
    })),
    series: chartSeries[report].map((measure) => ({
      name: measure,
      color: seriesColors[measure],
      label: messages.columns[measure],
      stackId: report === 'tokens' ? 'tokens' : undefined,
    })),
  });
  const barHeight = 28;
  return (
    <Chart.Root
      chart={chart}
      h={overTime ? '64' : `${Math.max(120, chart.data.length * barHeight + 40)}px`}
    >
      {overTime ? (
        <BarChart data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('name')} tickLine={false} minTickGap={24} />
          <YAxis
            tickLine={false}
            axisLine={false}
            tickFormatter={chart.formatNumber({ notation: 'compact' })}
          />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <BarChart data={chart.data} layout="vertical" margin={{ left: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis
            type="number"
            tickLine={false}
            tickFormatter={chart.formatNumber({ notation: 'compact' })}
          />
          <YAxis type="category" dataKey={chart.key('name')} width={180} tickLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </Chart.Root>
  );
}
