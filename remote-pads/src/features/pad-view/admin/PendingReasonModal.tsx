// Mark an owner pending: the reason is required (pendingStatusSchema, as the API checks it), so Confirm
// stays disabled while it is empty (spec part 2 §5).
import { FormikModal, pendingStatusSchema, TextAreaField, useFormikModal } from '@pads/shared';

export interface PendingReasonModalProps {
  open: boolean;
  /** Sends the reason; the dialog closes when it resolves and shows the refusal when it throws. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function PendingReasonModal({ open, onConfirm, onClose }: PendingReasonModalProps) {
  const form = useFormikModal<{ comment: string }>({
    initialValues: { comment: '' },
    validationSchema: pendingStatusSchema,
    onClose,
    submit: ({ comment }) => onConfirm(comment.trim()),
  });
  return (
    <FormikModal
      title="Pending reason"
      okText="Confirm"
      open={open}
      okButtonProps={{ disabled: form.formik.values.comment.trim() === '' }}
      {...form}
    >
      <TextAreaField
        name="comment"
        aria-label="Pending reason"
        placeholder="Why is this owner pending?"
        autoFocus
        rows={3}
      />
    </FormikModal>
  );
}
