// A row's value as a column shows it (read-only): lookup names, contact lines, the survey.
import { CloseOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { Lookups } from '@pads/shared';
import type { MergeRowDef } from './mergeRows';
import type { MergeContact, MergeUpload } from './mergeTypes';

const named = (lookups: Partial<Lookups>, row: MergeRowDef, id: unknown) =>
  (row.lookup && (lookups[row.lookup] as { id: number; name: string }[] | undefined)?.find((i) => i.id === id)?.name) ??
  (id == null ? '' : String(id));

export function contactLine(c: MergeContact) {
  return [c.name, c.phone, c.email].filter(Boolean).join(' · ') || '(empty contact)';
}

export interface MergeValueProps {
  row: MergeRowDef;
  value: unknown;
  lookups: Partial<Lookups>;
  /** For contacts and owners on a side: strike one out (or bring it back). */
  onRemoveContact?: (contact: MergeContact) => void;
  submitter?: string;
}

export function MergeValue({ row, value, lookups, onRemoveContact, submitter }: MergeValueProps) {
  switch (row.kind) {
    case 'landing':
      return <>{value ? 'No' : 'Yes'}</>;
    case 'select':
      return <>{named(lookups, row, value) || '—'}</>;
    case 'multi':
      return <>{(value as number[]).map((id) => named(lookups, row, id)).join(', ') || '—'}</>;
    case 'survey': {
      const survey = value as { id: number; progress: number } | null;
      return <>{survey ? `Survey #${survey.id} (${survey.progress}%)` : 'No survey'}</>;
    }
    case 'submitter':
      return <>{submitter ?? '—'}</>;
    case 'photos': {
      const photos = value as MergeUpload[];
      return (
        <span className="merge-photos">
          {photos.map((photo) => (
            <img key={photo.id} src={photo.file_url} alt={`Photo #${photo.id}`} width={40} height={40} />
          ))}
          {`${photos.length} photo(s)`}
        </span>
      );
    }
    case 'contacts':
    case 'owners': {
      const contacts = value as MergeContact[];
      if (!contacts.length) return <>—</>;
      return (
        <ul className="merge-contacts">
          {contacts.map((c, i) => (
            <li key={c.id ?? `new-${i}`}>
              <Typography.Text delete={c.removed}>{contactLine(c)}</Typography.Text>
              {onRemoveContact && (
                <Button
                  size="small"
                  type="text"
                  icon={c.removed ? <UndoOutlined /> : <CloseOutlined />}
                  aria-label={`${c.removed ? 'Restore' : 'Remove'} ${contactLine(c)}`}
                  onClick={() => onRemoveContact(c)}
                />
              )}
            </li>
          ))}
        </ul>
      );
    }
    default: {
      const text = value == null || value === '' ? '—' : String(value);
      return <span className="merge-text">{text}</span>;
    }
  }
}
