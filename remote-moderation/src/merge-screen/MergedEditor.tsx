// The middle column's control for one row: the merged value, editable where the spec allows it.
import { Checkbox, Input, Select } from 'antd';
import { numericText, type Lookups } from '@pads/shared';
import { formatDms } from './dms';
import { MergeValue } from './MergeValue';
import type { MergeRowDef } from './mergeRows';
import type { MergePad, MergeUpload } from './mergeTypes';

export interface MergedEditorProps {
  row: MergeRowDef;
  merged: MergePad;
  lookups: Partial<Lookups>;
  onChange: (value: unknown) => void;
  /** A typed coordinate: moves the pin and re-geocodes when in range. */
  onCoordinate: (key: 'latitude' | 'longitude', value: number | null) => void;
  id: string;
  invalid: boolean;
  describedBy?: string;
  /** Photo rows (duplicate mode): every photo of both sides, any of which the merged pad may keep. */
  candidates?: MergeUpload[];
}

const options = (lookups: Partial<Lookups>, row: MergeRowDef) =>
  ((row.lookup && (lookups[row.lookup] as { id: number; name: string }[] | undefined)) || []).map((item) => ({
    value: item.id,
    label: item.name,
  }));

export function MergedEditor(props: MergedEditorProps) {
  const { row, merged, lookups, onChange, id, invalid, describedBy } = props;
  const value = row.get(merged);
  const common = {
    id,
    'aria-label': `Merged ${row.label}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    status: invalid ? ('error' as const) : undefined,
  };
  switch (row.kind) {
    case 'dms':
      return <span data-testid="merged-dms">{formatDms(merged.location.latitude, merged.location.longitude)}</span>;
    case 'submitter':
      return <span>Automatic merge</span>;
    case 'coordinate':
      return (
        <Input
          {...common}
          value={value == null || Number.isNaN(value) ? '' : String(value)}
          onChange={(e) => {
            const text = numericText(e.target.value);
            const parsed = text === '' || text === '-' ? null : Number(text);
            props.onCoordinate(row.key === 'location#latitude' ? 'latitude' : 'longitude', parsed);
          }}
        />
      );
    case 'text':
      return row.prefix ? (
        <Input
          {...common}
          addonBefore={row.prefix}
          value={String(value ?? '').replace(/^@/, '')}
          onChange={(e) => onChange(e.target.value ? `${row.prefix}${e.target.value}` : null)}
        />
      ) : (
        <Input
          {...common}
          disabled={row.disabled}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          // Fixed rows, not autoSize: antd measures autoSize with a hidden textarea given a style="" attribute,
          // which the Content-Security-Policy refuses (no 'unsafe-inline').
          rows={4}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'landing':
      return (
        <Checkbox id={id} checked={!value} onChange={(e) => onChange(!e.target.checked)}>
          Landing not possible
        </Checkbox>
      );
    case 'select':
      return (
        <Select
          {...common}
          style={{ width: '100%' }}
          allowClear={row.key === 'landing_fees'}
          options={options(lookups, row)}
          value={value as number | null}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'photos': {
      // Spec part 3 §2: pick which photos to keep, from either side.
      const kept = (value as MergeUpload[]).map((u) => u.id);
      const all = props.candidates ?? (value as MergeUpload[]);
      if (!all.length) return <>—</>;
      return (
        <Checkbox.Group
          value={kept}
          onChange={(ids) => onChange(all.filter((u) => ids.includes(u.id)))}
          aria-label={`Merged ${row.label}`}
        >
          {all.map((photo) => (
            <Checkbox key={photo.id} value={photo.id} aria-label={`Keep photo #${photo.id}`}>
              <img
                src={photo.file_url}
                alt={`Photo #${photo.id}`}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
              />
            </Checkbox>
          ))}
        </Checkbox.Group>
      );
    }
    case 'multi':
      return (
        <Select
          {...common}
          mode="multiple"
          style={{ width: '100%' }}
          options={options(lookups, row)}
          value={value as number[]}
          onChange={(v) => onChange(v)}
        />
      );
    default:
      return (
        <MergeValue
          row={row}
          value={
            row.kind === 'contacts' || row.kind === 'owners'
              ? (value as { removed?: boolean }[]).filter((c) => !c.removed)
              : value
          }
          lookups={lookups}
        />
      );
  }
}
