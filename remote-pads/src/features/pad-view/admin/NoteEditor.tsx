// Add or edit a note in a modal; the note is validated with the API's schema (padNoteSchema).
import { applyServerErrors, FormikModal, padNoteSchema, TextAreaField } from '@pads/shared';
import { useFormik } from 'formik';
import { useState } from 'react';

export interface NoteEditorProps {
  /** null: closed; '' with no id: a new note. */
  editing: { id?: number; body: string } | null;
  onSave: (note: string, id?: number) => Promise<unknown>;
  onClose: () => void;
}

export function NoteEditor({ editing, onSave, onClose }: NoteEditorProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const formik = useFormik<{ note: string }>({
    initialValues: { note: editing?.body ?? '' },
    enableReinitialize: true,
    validationSchema: padNoteSchema,
    onSubmit: async (values, helpers) => {
      setAlert(null);
      try {
        await onSave(values.note.trim(), editing?.id);
        helpers.resetForm();
        onClose();
      } catch (error) {
        setAlert(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  return (
    <FormikModal
      title={editing?.id ? 'Edit note' : 'Add note'}
      okText="Save"
      open={editing !== null}
      onClose={onClose}
      formik={formik}
      alert={alert}
    >
      <TextAreaField name="note" aria-label="Note" rows={4} autoFocus />
    </FormikModal>
  );
}
