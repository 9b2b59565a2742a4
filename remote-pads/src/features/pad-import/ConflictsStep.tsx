// Step 3 (spec part 2 §4): each new row that is the same place as an existing pad, beside that pad with
// the differing fields marked; per row keep existing / replace / neither, or one choice for all. Rows
// with an ID are set aside as updates and go in with the rest.
import {
  IMPORT_COLUMNS,
  IMPORT_DECISION_LABELS,
  IMPORT_DECISIONS,
  paths,
  type ImportDecision,
  type ImportField,
} from '@pads/shared';
import { Alert, Button, Card, Flex, Radio, Select, Space, Table, Tag, theme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ValidatedFile } from './api/padImport';
import type { ImportConflict, ImportRow } from '@pads/contracts/api';

const HEADER = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.header]));

export function reasonText(c: ImportConflict): string {
  if (c.reason === 'icao') return `Same ICAO (${c.pad.icao})`;
  if (c.reason === 'name') return `Same name, ${c.distance_m} m away`;
  return `${c.distance_m} m away`;
}

const show = (v: unknown) => {
  if (Array.isArray(v)) return v.join(', ');
  if (v === undefined || v === null || v === '') return '—';
  return String(v);
};

function SideBySide({ conflict, row, columns }: { conflict: ImportConflict; row: ImportRow; columns: ImportField[] }) {
  const fields = columns.filter((f) => f !== 'id');
  const { token } = theme.useToken();
  const mark = (r: { differs: boolean }) => ({ style: r.differs ? { background: token.colorWarningBg } : undefined });
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      data-testid={`conflict-diff-${conflict.row}`}
      dataSource={fields.map((f) => ({
        field: f,
        file: show(row[f as keyof ImportRow]),
        pad: show(conflict.pad[f as keyof typeof conflict.pad]),
        differs: conflict.differing.includes(f),
      }))}
      columns={[
        { title: 'Field', dataIndex: 'field', width: 180, render: (f: string) => HEADER.get(f) ?? f },
        {
          title: `Row ${conflict.row} of the file`,
          dataIndex: 'file',
          onCell: mark,
          render: (v: string, r) => (r.differs ? <Typography.Text strong>{v}</Typography.Text> : v),
        },
        {
          title: (
            <span>
              Existing pad{' '}
              <Link to={paths.padView(conflict.pad.id)} style={{ textDecoration: 'underline' }}>
                #{conflict.pad.id}
              </Link>
            </span>
          ),
          dataIndex: 'pad',
          onCell: mark,
        },
        {
          title: '',
          dataIndex: 'differs',
          width: 90,
          // A neutral tag: the cells' background marks the row, the text must stay readable on it.
          render: (d: boolean) => (d ? <Tag>differs</Tag> : null),
        },
      ]}
    />
  );
}

interface Props {
  file: ValidatedFile;
  decisions: Record<number, ImportDecision>;
  onDecide: (row: number, decision: ImportDecision) => void;
  onDecideAll: (decision: ImportDecision) => void;
  onImport: () => void;
  importing: boolean;
}

export function ConflictsStep({ file, decisions, onDecide, onDecideAll, onImport, importing }: Props) {
  const [all, setAll] = useState<ImportDecision>('keep');
  const rowOf = new Map(file.rows.map((r) => [r.row, r]));
  const undecided = file.conflicts.filter((c) => !decisions[c.row]).length;
  const options = IMPORT_DECISIONS.map((d) => ({ value: d, label: IMPORT_DECISION_LABELS[d] }));
  return (
    <Flex vertical gap={12} data-testid="import-conflicts">
      <Alert
        type="warning"
        showIcon
        title={`${file.conflicts.length} ${file.conflicts.length === 1 ? 'row is' : 'rows are'} the same place as a pad we already have`}
        description={`${file.summary.total} rows: ${file.summary.new} new, ${file.summary.updates} updates by ID (set aside, imported with the rest), ${file.summary.conflicts} to decide. Keep existing skips the row; Replace writes the row onto the existing pad; Neither imports it as a new pad.`}
      />
      <Space wrap>
        <Typography.Text>Apply to all:</Typography.Text>
        <Select<ImportDecision>
          aria-label="Decision for all conflicts"
          value={all}
          onChange={setAll}
          options={options}
          style={{ minWidth: 260 }}
        />
        <Button onClick={() => onDecideAll(all)}>Apply to all</Button>
      </Space>
      {file.conflicts.map((c) => (
        <Card
          key={c.row}
          size="small"
          data-testid={`conflict-${c.row}`}
          title={
            <Space wrap>
              <span>
                Row {c.row}: {rowOf.get(c.row)?.name}
              </span>
              <Tag>{reasonText(c)}</Tag>
            </Space>
          }
          extra={
            <Radio.Group
              aria-label={`Decision for row ${c.row}`}
              value={decisions[c.row]}
              onChange={(e) => onDecide(c.row, e.target.value as ImportDecision)}
              options={options.map((o) => ({ ...o, label: o.value === 'neither' ? 'Neither' : o.label }))}
              optionType="button"
            />
          }
        >
          <SideBySide conflict={c} row={rowOf.get(c.row)!} columns={file.columns} />
        </Card>
      ))}
      <div>
        <Tooltip
          title={undecided ? `Choose what to do with ${undecided} more ${undecided === 1 ? 'row' : 'rows'}` : ''}
        >
          <Button type="primary" disabled={undecided > 0} loading={importing} onClick={onImport}>
            Import
          </Button>
        </Tooltip>
      </div>
    </Flex>
  );
}
