import { Button, Flex, Tag } from 'antd';
import type { AppliedFilters, SummaryEntry } from './types';
import { useListContext } from './ListContext';

export interface SummaryBarProps {
  /** Left out: the enclosing <ListProvider>'s summary, filters and update. */
  summary?: SummaryEntry[];
  /** The applied filters, to mark the entry in use. */
  filters?: AppliedFilters;
  onSelect?: (filters: AppliedFilters) => void;
}

export const summaryFilterKey = (entry: SummaryEntry) => `${entry.filter.column}:${entry.filter.operator}`;

/**
 * The filters after clicking an entry: that type replaces any other filter on its column (the
 * totals are counted under every other filter, so those stay); clicking the active one drops it.
 */
export function filtersForSummary(filters: AppliedFilters, entry: SummaryEntry): AppliedFilters {
  const key = summaryFilterKey(entry);
  const value = String(entry.filter.value);
  const active = filters[key] === value;
  const rest = Object.fromEntries(Object.entries(filters).filter(([k]) => !k.startsWith(`${entry.filter.column}:`)));
  return active ? rest : { ...rest, [key]: value };
}

/** Totals by type from the list response; clicking one filters the list to it. */
export function SummaryBar(props: SummaryBarProps) {
  const list = useListContext()?.list;
  const summary = props.summary ?? list?.data?.summary;
  const filters = props.filters ?? list?.state.filters ?? {};
  const onSelect = props.onSelect ?? ((next: AppliedFilters) => list?.update({ filters: next, savedFilterId: null }));
  if (!summary || summary.length === 0) return null;
  return (
    <Flex wrap gap={8} data-testid="list-summary">
      {summary.map((entry) => {
        const active = filters[summaryFilterKey(entry)] === String(entry.filter.value);
        return (
          <Button
            key={entry.key}
            type={active ? 'primary' : 'default'}
            size="small"
            onClick={() => onSelect(filtersForSummary(filters, entry))}
            data-testid={`summary-${entry.key}`}
          >
            {entry.label} <Tag style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>{entry.total}</Tag>
          </Button>
        );
      })}
    </Flex>
  );
}
