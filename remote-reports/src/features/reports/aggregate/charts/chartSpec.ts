/** What a report draws: bars (stacked or not), a line per series, or a funnel of the first series. */
export interface ChartSpec {
  kind: 'bar' | 'stacked' | 'line' | 'funnel';
  /** The row key on the x axis (the funnel's stage names). */
  x: string;
  series: { key: string; label: string }[];
}
