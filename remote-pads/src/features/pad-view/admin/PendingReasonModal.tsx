// Mark an owner pending: the reason is required, so Confirm stays disabled while it is empty (spec part 2 §5).
import { Input, Modal } from 'antd';
import { useState } from 'react';

export interface PendingReasonModalProps {
  open: boolean;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function PendingReasonModal({ open, saving, onConfirm, onClose }: PendingReasonModalProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      title="Pending reason"
      open={open}
      okText="Confirm"
      onOk={() => onConfirm(reason.trim())}
      onCancel={close}
      afterClose={() => setReason('')}
      okButtonProps={{ disabled: reason.trim() === '', loading: saving }}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label="Pending reason"
        placeholder="Why is this owner pending?"
        autoFocus
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
