// Internal notes (spec part 2 §3 "Note", §9): the last 2 with 'Show more' opening a drawer with all of
// them; each shows its author and date and can be edited or deleted; any admin may change any note.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDateTime, notifyDone, notifyError, notifySuccess } from '@pads/shared';
import { Alert, Button, Drawer, Flex, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useNoteChange, useNotes, type PadNote } from './api/notes';
import { NoteEditor } from './NoteEditor';
import { EmptyText } from './EmptyText';

export const NOTES_SHOWN = 2;

export function NotesSection({ padId }: { padId: number }) {
  const notes = useNotes(padId);
  const change = useNoteChange(padId);
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<{ id?: number; body: string } | null>(null);
  const all = notes.data ?? [];

  const save = async (note: string, id?: number) => {
    await change.mutateAsync(id ? { kind: 'update', id, note } : { kind: 'add', note });
    if (id) notifySuccess('Update Saved!');
    else notifyDone();
  };
  const remove = async (id: number) => {
    try {
      await change.mutateAsync({ kind: 'delete', id });
      notifyDone();
    } catch (error) {
      notifyError(error);
    }
  };

  const list = (items: PadNote[], testId: string) => (
    <List<PadNote>
      data-testid={testId}
      loading={notes.isLoading}
      dataSource={items}
      locale={{ emptyText: <EmptyText>No notes</EmptyText> }}
      renderItem={(note) => (
        <List.Item
          data-testid="note"
          actions={[
            <Button
              key="edit"
              size="small"
              icon={<EditOutlined />}
              aria-label="Edit note"
              onClick={() => setEditing({ id: note.id, body: note.body })}
            />,
            <Popconfirm key="delete" title="Delete this note?" okText="Delete" onConfirm={() => remove(note.id)}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete note" />
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {note.body}
              </Typography.Paragraph>
            }
            description={`${note.user?.name ?? 'Unknown'} · ${formatDateTime(note.created_at)}`}
          />
        </List.Item>
      )}
    />
  );

  return (
    <Flex vertical gap={8} data-testid="notes-section">
      <Flex gap={8}>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ body: '' })}>
          Add note
        </Button>
        {all.length > NOTES_SHOWN ? (
          <Button type="link" onClick={() => setDrawer(true)}>
            Show more ({all.length})
          </Button>
        ) : null}
      </Flex>
      {notes.error ? <Alert type="error" showIcon title="Notes could not be loaded" /> : null}
      {list(all.slice(0, NOTES_SHOWN), 'latest-notes')}
      <Drawer title="Notes" open={drawer} onClose={() => setDrawer(false)} size="large" destroyOnHidden>
        {list(all, 'all-notes')}
      </Drawer>
      <NoteEditor editing={editing} onSave={save} onClose={() => setEditing(null)} />
    </Flex>
  );
}
