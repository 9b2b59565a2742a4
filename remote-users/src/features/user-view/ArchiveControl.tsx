import { archiveReasonSchema, notifyError, notifySuccess } from '@pads/shared';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { toggleUserDeletion, useUserWrite, type UserDetail } from './api/userDetail';

/** Archive with a required reason, or unarchive behind a confirm. */
export function ArchiveControl({ user }: { user: UserDetail }) {
  const toggle = useUserWrite(user.id, (note?: string) => toggleUserDeletion(user.id, note));
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (reason?: string) => {
    try {
      await toggle.mutateAsync(reason);
      notifySuccess('Success', 'Done!');
      setOpen(false);
      setNote('');
    } catch (e) {
      notifyError(e);
    }
  };

  const archive = async () => {
    try {
      const { note: reason } = await archiveReasonSchema.validate({ note });
      setError(null);
      await run(reason);
    } catch (e) {
      // isError checks the name: the schema comes from @pads/shared, whose yup may be another copy than this one.
      if (ValidationError.isError(e)) setError(e.errors[0] ?? null);
      else throw e;
    }
  };

  if (!user.is_active) {
    return (
      <Popconfirm title="Unarchive this user?" okText="Yes" cancelText="No" onConfirm={() => run()}>
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
      <Modal
        title="Archive user"
        open={open}
        okText="Archive"
        okButtonProps={{ danger: true, loading: toggle.isPending, id: 'user-archive-confirm' }}
        onOk={archive}
        onCancel={() => setOpen(false)}
      >
        <Form layout="vertical" component="div">
          <Form.Item label="Reason" validateStatus={error ? 'error' : undefined} help={error}>
            <Input.TextArea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              data-testid="user-archive-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
