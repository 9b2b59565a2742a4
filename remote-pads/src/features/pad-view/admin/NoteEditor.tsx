// Add or edit a note in a modal; the note is validated with the API's schema (padNoteSchema).
import { FormikModal, padNoteSchema, TextAreaField, useFormikModal } from '@pads/shared';

export interface NoteEditorProps {
  /** null: closed; '' with no id: a new note. */
  editing: { id?: number; body: string } | null;
  onSave: (note: string, id?: number) => Promise<unknown>;
  onClose: () => void;
}

export function NoteEditor({ editing, onSave, onClose }: NoteEditorProps) {
  const form = useFormikModal<{ note: string }>({
    initialValues: { note: editing?.body ?? '' },
    enableReinitialize: true,
    validationSchema: padNoteSchema,
    onClose,
    submit: (values) => onSave(values.note.trim(), editing?.id),
  });
  return (
    <FormikModal title={editing?.id ? 'Edit note' : 'Add note'} okText="Save" open={editing !== null} {...form}>
      <TextAreaField name="note" aria-label="Note" rows={4} autoFocus />
    </FormikModal>
  );
}
