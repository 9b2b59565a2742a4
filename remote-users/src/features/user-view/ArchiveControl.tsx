import {
  archiveReasonSchema,
  FormikModal,
  notifyError,
  notifySuccess,
  TextAreaField,
  useFormikModal,
} from '@pads/shared';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { toggleUserDeletion, useUserWrite, type UserDetail } from './api/userDetail';

/** Archive with a required reason, or unarchive behind a confirm. */
export function ArchiveControl({ user }: { user: UserDetail }) {
  const toggle = useUserWrite(user.id, (note?: string) => toggleUserDeletion(user.id, note));
  const [open, setOpen] = useState(false);
  const archive = useFormikModal<{ note: string }>({
    initialValues: { note: '' },
    validationSchema: archiveReasonSchema,
    onClose: () => setOpen(false),
    submit: async ({ note }) => {
      await toggle.mutateAsync(note.trim());
      notifySuccess('Success', 'Done!');
    },
  });

  const unarchive = async () => {
    try {
      await toggle.mutateAsync(undefined);
      notifySuccess('Success', 'Done!');
    } catch (error) {
      notifyError(error);
    }
  };

  if (!user.is_active) {
    return (
      <Popconfirm title="Unarchive this user?" okText="Yes" cancelText="No" onConfirm={unarchive}>
        <Button loading={toggle.isPending} data-testid="user-unarchive">
          Unarchive
        </Button>
      </Popconfirm>
    );
  }
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="user-archive">
        Archive
      </Button>
      <FormikModal
        title="Archive user"
        okText="Archive"
        open={open}
        layout="vertical"
        okButtonProps={{ danger: true, id: 'user-archive-confirm' }}
        {...archive}
      >
        <TextAreaField name="note" label="Reason" rows={3} data-testid="user-archive-reason" />
      </FormikModal>
    </>
  );
}
