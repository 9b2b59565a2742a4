// The goals of `pnpm bench` in one table: every figure a goal is set for is recorded here as it is measured,
// and the run ends with the table (goal, limit, figure, met or missed) and a non-zero exit when one is missed.
// The limits are the areas' issues' goals; a figure is a server median unless its name says otherwise.

export type Unit = 'ms' | 'KB' | 'MB' | '×' | 'rows/s' | 'rows' | 'events' | 'events/s';

interface Goal {
  area: string;
  measure: string;
  figure: number;
  limit: number;
  unit: Unit;
  /** 'max': the figure must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
}

const goals: Goal[] = [];

/** Records a figure that must not exceed `limit`. */
export function atMost(area: string, measure: string, figure: number, limit: number, unit: Unit): void {
  goals.push({ area, measure, figure, limit, unit, kind: 'max' });
}

/** Records a figure that must reach `limit`. */
export function atLeast(area: string, measure: string, figure: number, limit: number, unit: Unit): void {
  goals.push({ area, measure, figure, limit, unit, kind: 'min' });
}

const met = (g: Goal) => (g.kind === 'max' ? g.figure <= g.limit : g.figure >= g.limit);

const format = (n: number, unit: Unit) => {
  if (unit === '×') return `${n.toFixed(2)}×`;
  if (unit === 'events/s') return `${n.toFixed(1)} events/s`;
  if (unit === 'rows/s') return `${Math.round(n).toLocaleString('en')} rows/s`;
  if (unit === 'rows' || unit === 'events') return `${Math.round(n).toLocaleString('en')} ${unit}`;
  return `${n < 10 ? n.toFixed(1) : n < 1000 ? n.toFixed(1) : Math.round(n).toLocaleString('en')} ${unit}`;
};

/** Prints the goals table; returns how many goals were missed. */
export function printGoals(print: (line: string) => void = console.log): number {
  const rows = goals.map((g) => [
    g.area,
    g.measure,
    `${g.kind === 'max' ? '≤' : '≥'} ${format(g.limit, g.unit)}`,
    format(g.figure, g.unit),
    met(g) ? 'met' : 'MISSED',
  ]);
  const head = ['area', 'measure', 'goal', 'measured', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ');
  const missed = goals.filter((g) => !met(g)).length;
  print(`\nGoals (${goals.length}; ${missed ? `${missed} missed` : 'all met'})`);
  print(line(head));
  print(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) print(line(r));
  return missed;
}
