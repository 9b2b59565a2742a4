import { DeleteOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import {
  FILTER_DATE_DISPLAY_FORMAT,
  FILTER_DATE_FORMAT,
  isBlankOperator,
  OPERATOR_LABELS,
  takesList,
  type FilterRow,
} from './filterRows';
import type { FilterableColumn, FilterOperator } from './types';

export interface FilterRowFieldsProps {
  row: FilterRow;
  index: number;
  filterable: FilterableColumn[];
  /** Set by the panel on submit when a date range is missing. */
  error?: string | null;
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
}

/** Whether a value typed for one operator still fits another (a list stays a list, a date range stays a range). */
function sameValueShape(
  type: FilterableColumn['type'] | undefined,
  from: FilterOperator | undefined,
  to: FilterOperator,
): boolean {
  const shape = (operator: FilterOperator | undefined) =>
    isBlankOperator(operator)
      ? 'none'
      : operator === 'between'
        ? 'range'
        : takesList(type, operator)
          ? 'list'
          : 'single';
  return shape(from) === shape(to);
}

const toDayjs = (value: string | undefined) => (value ? dayjs(value, FILTER_DATE_FORMAT) : null);

/** Column, operator and keyword of one Advanced search row. */
export function FilterRowFields({ row, index, filterable, error, onChange, onRemove }: FilterRowFieldsProps) {
  const definition = filterable.find((entry) => entry.column === row.column);
  const operators = definition?.operators ?? [];

  const valueWidget = () => {
    if (!definition || !row.operator) return <Input disabled placeholder="Keyword" style={{ width: 260 }} />;
    if (isBlankOperator(row.operator)) return null;
    if (definition.type === 'date') {
      if (row.operator === 'between') {
        const range = Array.isArray(row.value) ? row.value : [];
        return (
          <DatePicker.RangePicker
            format={FILTER_DATE_DISPLAY_FORMAT}
            value={range.length === 2 ? [toDayjs(range[0]), toDayjs(range[1])] : null}
            onChange={(dates) =>
              onChange({
                ...row,
                value:
                  dates?.[0] && dates[1]
                    ? [dates[0].format(FILTER_DATE_FORMAT), dates[1].format(FILTER_DATE_FORMAT)]
                    : undefined,
              })
            }
            data-testid={`filter-row-${index}-value`}
          />
        );
      }
      return (
        <DatePicker
          format={FILTER_DATE_DISPLAY_FORMAT}
          value={typeof row.value === 'string' ? toDayjs(row.value) : null}
          onChange={(date) => onChange({ ...row, value: date ? date.format(FILTER_DATE_FORMAT) : undefined })}
          data-testid={`filter-row-${index}-value`}
        />
      );
    }
    if (definition.type === 'select' || definition.type === 'multiple') {
      const multiple = takesList(definition.type, row.operator);
      const options = (definition.options ?? []).map((option) => ({
        value: String(option.value),
        label: option.label,
      }));
      return (
        <Select
          mode={multiple ? 'multiple' : undefined}
          value={row.value}
          options={options}
          placeholder="Keyword"
          aria-label="Keyword"
          showSearch={{ optionFilterProp: 'label' }}
          listHeight={256}
          style={{ minWidth: 260 }}
          onChange={(value: string | string[]) => onChange({ ...row, value })}
          data-testid={`filter-row-${index}-value`}
        />
      );
    }
    return (
      <Input
        value={typeof row.value === 'string' ? row.value : ''}
        placeholder="Keyword"
        style={{ width: 260 }}
        onChange={(event) => onChange({ ...row, value: event.target.value })}
        data-testid={`filter-row-${index}-value`}
      />
    );
  };

  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 8 }}>
      <Space wrap data-testid={`filter-row-${index}`}>
        <Select
          value={row.column}
          placeholder="Column"
          aria-label="Column"
          style={{ width: 220 }}
          showSearch={{ optionFilterProp: 'label' }}
          listHeight={256}
          options={filterable.map((entry) => ({ value: entry.column, label: entry.display_name }))}
          // A new column has its own operators and value type, so both start over.
          onChange={(column: string) => {
            const next = filterable.find((entry) => entry.column === column);
            onChange({ id: row.id, column, operator: next?.operators[0] });
          }}
          data-testid={`filter-row-${index}-column`}
        />
        <Select
          value={row.operator}
          placeholder="Operator"
          aria-label="Operator"
          style={{ width: 160 }}
          disabled={!definition}
          listHeight={256}
          options={operators.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] ?? operator }))}
          onChange={(operator: FilterOperator) =>
            onChange({
              ...row,
              operator,
              value: sameValueShape(definition?.type, row.operator, operator) ? row.value : undefined,
            })
          }
          data-testid={`filter-row-${index}-operator`}
        />
        {valueWidget()}
        <Button
          icon={<DeleteOutlined />}
          aria-label="Remove filter"
          onClick={onRemove}
          data-testid={`filter-row-${index}-remove`}
        />
      </Space>
    </Form.Item>
  );
}
