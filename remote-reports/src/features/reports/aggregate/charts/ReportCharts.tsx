// The reports' charts (recharts), coloured from the antd theme. This module is loaded only by the
// report pages that draw a chart (ReportChart.tsx), so the remote's first load does not carry recharts.
import { theme } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSpec } from './chartSpec';

export default function ReportCharts({ spec, rows }: { spec: ChartSpec; rows: Record<string, unknown>[] }) {
  const { token } = theme.useToken();
  const colours = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo];
  const height = 320;
  // Recharts writes a tooltip's items in their series colour (warning gold 1.9:1, success green 2.3:1 on
  // white): the items take the text colour; the swatch and the legend still tell the series apart.
  const tooltipItem = { color: token.colorText };
  if (spec.kind === 'funnel') {
    const data = rows.map((row, i) => ({
      name: String(row[spec.x]),
      value: Number(row[spec.series[0]!.key]),
      fill: colours[i % colours.length],
    }));
    return (
      <ResponsiveContainer width="100%" height={height}>
        <FunnelChart>
          <Tooltip itemStyle={tooltipItem} />
          <Funnel dataKey="value" data={data} isAnimationActive={false}>
            <LabelList position="right" dataKey="name" fill={token.colorText} stroke="none" />
          </Funnel>
        </FunnelChart>
      </ResponsiveContainer>
    );
  }
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
      <XAxis dataKey={spec.x} tick={{ fill: token.colorTextSecondary }} />
      <YAxis allowDecimals={false} tick={{ fill: token.colorTextSecondary }} />
      <Tooltip itemStyle={tooltipItem} />
      <Legend />
    </>
  );
  if (spec.kind === 'line')
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={rows}>
          {axes}
          {spec.series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={colours[i % colours.length]}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows}>
        {axes}
        {spec.series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={colours[i % colours.length]}
            stackId={spec.kind === 'stacked' ? 'stack' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
