// The refused file (spec part 2 §8): row number, invalid field, invalid value (or '(empty)') and the
// message, sortable, and downloadable as a formula-safe CSV so the admin can fix the file.
import { CSV_FORMULA_CELL, CSV_QUOTED_CELL, saveFile } from '@pads/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import Papa from 'papaparse';
import type { ImportRowError } from '@pads/contracts/api';

export const EMPTY_VALUE = '(empty)';

/** The CSV of the refusals; a cell a spreadsheet would run as a formula is written as text (the exports' rule). */
export function rowErrorsCsv(errors: ImportRowError[]): string {
  return Papa.unparse(
    {
      fields: ['Row', 'Field', 'Value', 'Message'],
      data: errors.map((e) => [e.row, e.field, e.value === '' ? EMPTY_VALUE : e.value, e.message]),
    },
    {
      escapeFormulae: CSV_FORMULA_CELL,
      quotes: (value: unknown) => typeof value === 'string' && CSV_QUOTED_CELL.test(value),
    },
  );
}

interface Props {
  fileName: string;
  message: string;
  errors: ImportRowError[];
}

export function RowErrorsTable({ fileName, message, errors }: Props) {
  const download = () =>
    saveFile(
      new Blob([`\uFEFF${rowErrorsCsv(errors)}`], { type: 'text/csv;charset=utf-8' }),
      `${fileName.replace(/\.csv$/i, '')}-errors.csv`,
    );
  return (
    <Flex vertical gap={12} data-testid="import-row-errors">
      <Alert type="error" showIcon title={message} description={`${fileName}: nothing was imported.`} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          {errors.length} invalid {errors.length === 1 ? 'value' : 'values'}
        </Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Download the errors (CSV)
        </Button>
      </Flex>
      <Table<ImportRowError>
        size="small"
        rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
        dataSource={errors}
        pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: 'Row', dataIndex: 'row', width: 90, sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
          { title: 'Field', dataIndex: 'field', sorter: (a, b) => a.field.localeCompare(b.field) },
          {
            title: 'Value',
            dataIndex: 'value',
            render: (v: string) => (v === '' ? <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text> : v),
          },
          { title: 'Message', dataIndex: 'message', sorter: (a, b) => a.message.localeCompare(b.message) },
        ]}
      />
    </Flex>
  );
}
