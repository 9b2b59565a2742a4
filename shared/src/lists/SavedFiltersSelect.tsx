import { Select } from 'antd';
import { useSavedFilters } from './savedFiltersApi';
import type { SavedFilter } from './types';

export interface SavedFiltersSelectProps {
  /** The list key; saved filters are stored per entity. */
  entity: string;
  value?: number | null;
  onSelect: (filter: SavedFilter) => void;
}

// Eight 32 px options fit before the dropdown scrolls (spec §9).
const EIGHT_OPTIONS_HEIGHT = 8 * 32;

/** 'Saved Filters' dropdown: choosing one applies it; disabled while there are none. */
export function SavedFiltersSelect({ entity, value, onSelect }: SavedFiltersSelectProps) {
  const { data = [], isLoading } = useSavedFilters(entity);
  const selected = data.some((filter) => filter.id === value) ? value : undefined;
  return (
    <Select<number>
      placeholder="Saved Filters"
      aria-label="Saved Filters"
      value={selected ?? undefined}
      disabled={data.length === 0}
      loading={isLoading}
      listHeight={EIGHT_OPTIONS_HEIGHT}
      style={{ minWidth: 220 }}
      options={data.map((filter) => ({
        value: filter.id,
        label: filter.is_public ? `${filter.name} (public)` : filter.name,
      }))}
      onChange={(id) => {
        const filter = data.find((entry) => entry.id === id);
        if (filter) onSelect(filter);
      }}
      data-testid="saved-filters"
    />
  );
}
