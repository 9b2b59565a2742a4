import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Form, Input, Space, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CsvEndpoint } from './downloadCsv';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterRowFields } from './FilterRowFields';
import { filtersToRows, isRowComplete, keywordError, newFilterRow, rowsToFilters, type FilterRow } from './filterRows';
import { useListContext } from './ListContext';
import { hasActiveFilter } from './listParams';
import { SavedFilterForm } from './SavedFilterForm';
import type { AppliedFilters, FilterableColumn, ListState } from './types';

export interface FilterPanelProps {
  /** The list key: saved filters' entity. Props left out (entity, state, filterable, onApply, export and
   * columns) come from the enclosing <ListProvider>. */
  entity?: string;
  state?: ListState;
  filterable?: FilterableColumn[];
  /** Submit, Clear, or a saved filter saved/deleted: the caller merges it into the list state. */
  onApply?: (change: { filters: AppliedFilters; keyword: string; savedFilterId?: number | null }) => void;
  /** Shows 'Export as CSV' (only while a filter or keyword is active) for this CSV export endpoint. */
  exportEndpoint?: CsvEndpoint;
  exportParams?: Record<string, string>;
  exportFileName?: string;
  /** Columns stored with a saved filter. */
  columns?: string[];
  /** Extra controls in the panel's header line. */
  extra?: ReactNode;
}

/** Rows shown for applied filters; always at least one row to type into. */
function rowsFor(filters: AppliedFilters, filterable: FilterableColumn[]): FilterRow[] {
  const rows = filtersToRows(filters, filterable);
  return rows.length > 0 ? rows : [newFilterRow()];
}

/** The date range a 'between' row still needs, if that is what keeps it from being complete. */
function missingDateRange(row: FilterRow): boolean {
  return Boolean(row.column) && row.operator === 'between' && !isRowComplete(row);
}

/** 'Filter list': Advanced search rows, the Search keyword, Clear/Submit, saving filters, CSV export. */
export function FilterPanel(props: FilterPanelProps) {
  const context = useListContext();
  const list = context?.list;
  const columnNames = useMemo(() => list?.data?.columns.map((column) => column.column), [list?.data?.columns]);
  const state = props.state ?? list?.state;
  if (!state) throw new Error('FilterPanel: pass state (and onApply) or render inside <ListProvider>.');
  return (
    <FilterPanelView
      {...props}
      entity={props.entity ?? list?.listKey ?? ''}
      state={state}
      filterable={props.filterable ?? list?.data?.filterable ?? []}
      onApply={props.onApply ?? ((change) => list?.update(change))}
      exportEndpoint={props.exportEndpoint ?? context?.exportEndpoint}
      exportParams={props.exportParams ?? list?.params}
      exportFileName={props.exportFileName ?? context?.exportFileName}
      columns={props.columns ?? columnNames}
    />
  );
}

function FilterPanelView({
  entity,
  state,
  filterable,
  onApply,
  exportEndpoint,
  exportParams = {},
  exportFileName,
  columns,
  extra,
}: FilterPanelProps & Required<Pick<FilterPanelProps, 'entity' | 'state' | 'filterable' | 'onApply'>>) {
  const appliedKey = JSON.stringify(state.filters);
  const [rows, setRows] = useState<FilterRow[]>(() => rowsFor(state.filters, filterable));
  const [keyword, setKeyword] = useState(state.keyword);
  const [showErrors, setShowErrors] = useState(false);

  // Filters applied from outside (saved filter, summary bar, deep link) replace the edited rows.
  const filterableKey = filterable.map((entry) => entry.column).join(',');
  useEffect(() => {
    setRows(rowsFor(JSON.parse(appliedKey) as AppliedFilters, filterable));
    setShowErrors(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterable is compared by its columns
  }, [appliedKey, filterableKey]);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);

  const keywordMessage = keywordError(keyword);
  const draftFilters = useMemo(() => rowsToFilters(rows), [rows]);

  const submit = () => {
    setShowErrors(true);
    if (keywordMessage || rows.some(missingDateRange)) return;
    onApply({ filters: draftFilters, keyword: keyword.trim() });
  };

  const clear = () => {
    setRows([newFilterRow()]);
    setKeyword('');
    setShowErrors(false);
    onApply({ filters: {}, keyword: '', savedFilterId: null });
  };

  const changeRow = (index: number, row: FilterRow) =>
    setRows((current) => current.map((r, i) => (i === index ? row : r)));
  const removeRow = (index: number) =>
    setRows((current) => (current.length > 1 ? current.filter((_, i) => i !== index) : [newFilterRow()]));

  return (
    <Card title="Filter list" size="small" extra={extra} data-testid="filter-panel">
      <Form layout="vertical" component="div">
        <Typography.Title level={5}>Advanced search</Typography.Title>
        {rows.map((row, index) => (
          <FilterRowFields
            key={row.id}
            row={row}
            index={index}
            filterable={filterable}
            error={showErrors && missingDateRange(row) ? 'Please select time!' : null}
            onChange={(next) => changeRow(index, next)}
            onRemove={() => removeRow(index)}
          />
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => setRows((current) => [...current, newFilterRow()])}
          style={{ marginBottom: 16 }}
          data-testid="filter-add-row"
        >
          Add filter
        </Button>
        <Form.Item
          label="Search"
          validateStatus={showErrors && keywordMessage ? 'error' : undefined}
          help={showErrors && keywordMessage ? keywordMessage : undefined}
        >
          <Input
            value={keyword}
            allowClear
            placeholder="Search"
            onChange={(event) => setKeyword(event.target.value)}
            onPressEnter={submit}
            style={{ maxWidth: 420 }}
            data-testid="filter-keyword"
          />
        </Form.Item>
        <Space>
          <Button onClick={clear} data-testid="filter-clear">
            Clear
          </Button>
          <Button type="primary" onClick={submit} data-testid="filter-submit">
            Submit
          </Button>
        </Space>
      </Form>
      <Divider />
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <SavedFilterForm
          entity={entity}
          filters={draftFilters}
          columns={columns}
          savedFilterId={state.savedFilterId}
          onSaved={(saved) => onApply({ filters: draftFilters, keyword: state.keyword, savedFilterId: saved.id })}
          onDeleted={() => onApply({ filters: state.filters, keyword: state.keyword, savedFilterId: null })}
        />
        {exportEndpoint && hasActiveFilter(state) && (
          <ExportCsvButton
            endpoint={exportEndpoint}
            params={exportParams}
            fileName={exportFileName ?? `${entity}.csv`}
            withUpdateOption
          />
        )}
      </Flex>
    </Card>
  );
}
