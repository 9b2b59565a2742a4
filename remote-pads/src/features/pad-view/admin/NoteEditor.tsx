// Add or edit a note in a modal; the note is validated with the API's schema (padNoteSchema).
import { applyServerErrors, fieldStatus, FormikModal, notifyError, padNoteSchema } from '@pads/shared';
import { Form, Input } from 'antd';
import { useFormik } from 'formik';

export interface NoteEditorProps {
  /** null: closed; '' with no id: a new note. */
  editing: { id?: number; body: string } | null;
  onSave: (note: string, id?: number) => Promise<unknown>;
  onClose: () => void;
}

export function NoteEditor({ editing, onSave, onClose }: NoteEditorProps) {
  const formik = useFormik<{ note: string }>({
    initialValues: { note: editing?.body ?? '' },
    enableReinitialize: true,
    validationSchema: padNoteSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onSave(values.note.trim(), editing?.id);
        helpers.resetForm();
        onClose();
      } catch (error) {
        applyServerErrors(error, helpers.setErrors);
        notifyError(error);
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
    >
      <Form.Item {...fieldStatus(formik, 'note')}>
        <Input.TextArea
          name="note"
          aria-label="Note"
          rows={4}
          autoFocus
          value={formik.values.note}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    </FormikModal>
  );
}
